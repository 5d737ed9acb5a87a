#!/usr/bin/env python3
"""Read-only audit of agent configuration files."""
import json
import os
import platform
import re
import sys
from pathlib import Path

H = Path.home()
NET = re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest|nc|ncat|socat)\b")


def load(p):
    try:
        t = p.read_text()
        t = re.sub(r"^\s*//.*$", "", t, flags=re.M)
        return json.loads(t)
    except Exception:
        return None


def vscode_user():
    s = platform.system()
    if s == "Darwin":
        return H / "Library/Application Support/Code/User/settings.json"
    if s == "Windows":
        return Path(os.environ.get("APPDATA", "")) / "Code/User/settings.json"
    return H / ".config/Code/User/settings.json"


def audit_claude(p, d, out):
    perms = d.get("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        out.append((p, "high", "defaultMode is bypassPermissions"))
    for a in perms.get("allow", []):
        if a in ("Bash(*)", "Bash"):
            out.append((p, "high", f"allow rule {a} auto-approves any shell command"))
    for ev, lst in d.get("hooks", {}).items():
        for m in lst:
            for h in m.get("hooks", []):
                if NET.search(h.get("command", "")):
                    out.append((p, "high", f"{ev} hook calls the network: {h['command'][:80]}"))


def audit_mcp(p, d, out):
    for name, s in (d.get("mcpServers") or d.get("servers") or {}).items():
        args = " ".join(s.get("args", []))
        if "-y" in s.get("args", []) and ("@latest" in args or "@" not in args.split("-y", 1)[-1]):
            out.append((p, "medium", f"MCP server {name} runs unpinned package: {args}"))
        if any(k in s.get("env", {}) for k in ("FORWARD_ENV", "PASS_ENV")):
            out.append((p, "medium", f"MCP server {name} forwards environment"))
        if s.get("url") and not s["url"].startswith("http://localhost"):
            out.append((p, "info", f"MCP server {name} is remote: {s['url']}"))


def audit_vscode(p, d, out):
    if d.get("chat.tools.autoApprove") is True:
        out.append((p, "high", "chat.tools.autoApprove is true"))
    if d.get("security.workspace.trust.enabled") is False:
        out.append((p, "medium", "workspace trust disabled"))


def main():
    cwd = Path.cwd()
    targets = [
        (H / ".claude/settings.json", audit_claude), (cwd / ".claude/settings.json", audit_claude),
        (cwd / ".claude/settings.local.json", audit_claude),
        (H / ".cursor/mcp.json", audit_mcp), (cwd / ".cursor/mcp.json", audit_mcp), (cwd / ".vscode/mcp.json", audit_mcp),
        (vscode_user(), audit_vscode), (cwd / ".vscode/settings.json", audit_vscode),
    ]
    out = []
    for p, fn in targets:
        d = load(p) if p.exists() else None
        if isinstance(d, dict):
            fn(p, d, out)
    if "--json" in sys.argv:
        print(json.dumps([{"file": str(a), "severity": b, "finding": c} for a, b, c in out], indent=2))
    else:
        for a, b, c in out:
            print(f"[{b.upper():6}] {a}: {c}")
        print(f"{len(out)} finding(s)")


if __name__ == "__main__":
    main()
