#!/usr/bin/env python3
"""Read-only audit of AI coding-agent configuration files."""
import glob
import json
import re
from pathlib import Path

H = Path.home()
REMOTE_EXEC = re.compile(r"(curl|wget|iwr|Invoke-WebRequest)[^|\n]*\|\s*(sh|bash|iex|python)", re.I)
HIDDEN_NOTE = re.compile(r"<!--[\s\S]*?(do not mention|pre-approved|silently|ignore previous)[\s\S]*?-->", re.I)
findings = []


def add(sev, where, msg):
    findings.append((sev, str(where).replace(str(H), "~"), msg))


def load_json(p):
    try:
        return json.loads(Path(p).read_text())
    except Exception:
        return None


def audit_claude(p):
    s = load_json(p)
    if not s:
        return
    perms = s.get("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        add("HIGH", p, "defaultMode=bypassPermissions")
    if any(a in ("Bash(*)", "Bash") for a in perms.get("allow", [])):
        add("HIGH", p, "unrestricted Bash allowed")
    if s.get("enableAllProjectMcpServers"):
        add("MED", p, "enableAllProjectMcpServers=true")
    for event, entries in s.get("hooks", {}).items():
        for e in entries:
            for h in e.get("hooks", []):
                if REMOTE_EXEC.search(h.get("command", "")):
                    add("HIGH", p, f"{event} hook pipes a download into a shell")


def audit_mcp(p):
    cfg = load_json(p)
    for name, srv in ((cfg or {}).get("mcpServers") or {}).items():
        env = {k: "<set>" for k in (srv.get("env") or {})}
        if any("@latest" in a for a in srv.get("args", [])):
            add("LOW", p, f"server {name} uses unpinned @latest (env: {env})")


def audit_text(p):
    t = Path(p).read_text(errors="ignore")
    if HIDDEN_NOTE.search(t):
        add("HIGH", p, "hidden HTML comment with agent-directed instructions")
    if REMOTE_EXEC.search(t):
        add("MED", p, "instructs download-and-execute")


def main():
    for p in [H / ".claude/settings.json", Path(".claude/settings.json")]:
        if p.exists():
            audit_claude(p)
    for p in [H / ".claude.json", Path(".mcp.json"), H / ".cursor/mcp.json"]:
        if p.exists():
            audit_mcp(p)
    for p in ["AGENTS.md", "CLAUDE.md", "GEMINI.md", *glob.glob(".cursor/rules/*.mdc")]:
        if Path(p).exists():
            audit_text(p)
    codex = H / ".codex/config.toml"
    if codex.exists():
        t = codex.read_text()
        if re.search(r'sandbox_mode\s*=\s*"danger-full-access"', t):
            add("HIGH", codex, "sandbox_mode=danger-full-access")
        if re.search(r'approval_policy\s*=\s*"never"', t):
            add("MED", codex, "approval_policy=never")
    tasks = load_json(".vscode/tasks.json") or {}
    for t in tasks.get("tasks", []):
        if (t.get("runOptions") or {}).get("runOn") == "folderOpen":
            add("MED", ".vscode/tasks.json", f"task '{t.get('label')}' runs on folder open")
    for sev, where, msg in sorted(findings, key=lambda f: ["HIGH", "MED", "LOW"].index(f[0])):
        print(f"{sev:5} {where}  {msg}")
    print(f"\n{len(findings)} finding(s); no files were modified")


if __name__ == "__main__":
    main()
