#!/usr/bin/env python3
import json
from pathlib import Path

FILES = [Path(".claude/settings.json"), Path(".claude/settings.local.json"), Path.home() / ".claude/settings.json",
         Path(".mcp.json"), Path.home() / ".cursor/mcp.json", Path(".vscode/settings.json")]
BROAD = {"Bash", "Bash(*)", "Write", "Edit", "WebFetch", "Shell(*)"}

def findings(path, cfg):
    perms = cfg.get("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        yield "high", "defaultMode is bypassPermissions (no prompts at all)"
    for rule in perms.get("allow", []):
        if rule in BROAD or rule.endswith("(*)"):
            yield "medium", f"broad allow rule {rule!r}"
    if cfg.get("enableAllProjectMcpServers"):
        yield "medium", "enableAllProjectMcpServers auto-enables any .mcp.json server"
    if cfg.get("chat.tools.autoApprove"):
        yield "high", "VS Code chat.tools.autoApprove is on"
    for ev, entries in cfg.get("hooks", {}).items():
        for e in entries:
            for h in e.get("hooks", []):
                yield "info", f"{ev} hook runs: {h.get('command')}"
    for name, srv in {**cfg.get("mcpServers", {}), **cfg.get("servers", {})}.items():
        args = " ".join(srv.get("args", []))
        if "--registry" in args:
            yield "high", f"MCP server {name} installs from a custom registry: {args}"

def main():
    for p in FILES:
        if not p.exists():
            continue
        try:
            cfg = json.loads(p.read_text())
        except ValueError:
            print(f"{p}: unparsable JSON"); continue
        for sev, msg in findings(p, cfg):
            print(f"[{sev}] {p}: {msg}")

if __name__ == "__main__":
    main()
