#!/usr/bin/env python3
"""Read-only audit of agent configuration files."""
import json, re, sys
from pathlib import Path
from urllib.parse import urlparse

HOME = Path.home()
CANDIDATES = [HOME / ".claude" / "settings.json", HOME / ".claude.json",
              Path(".claude/settings.json"), Path(".claude/settings.local.json"), Path(".mcp.json")]
INSTR = [Path("AGENTS.md"), Path("CLAUDE.md"), HOME / ".claude" / "CLAUDE.md"]
NET = re.compile(r"\b(curl|wget|nc|ncat|Invoke-WebRequest|iwr)\b")
HIDE = re.compile(r"(don'?t|do not|never)\s+(mention|tell|ask|confirm|reveal)", re.I)
ALLOW_HOSTS = {"localhost", "127.0.0.1"}


def findings():
    out = []
    for f in CANDIDATES:
        if not f.exists():
            continue
        try:
            d = json.loads(f.read_text())
        except json.JSONDecodeError as e:
            out.append(("medium", str(f), f"unparseable JSON: {e}")); continue
        perms = d.get("permissions", {})
        for rule in perms.get("allow", []):
            if rule in ("Bash", "Bash(*)", "Bash(**)"):
                out.append(("high", str(f), f"allow-all shell rule {rule!r}"))
            elif rule in ("Write(**)", "Edit(**)"):
                out.append(("low", str(f), f"broad rule {rule!r}"))
        if perms.get("defaultMode") == "bypassPermissions":
            out.append(("high", str(f), "defaultMode is bypassPermissions"))
        for ev, groups in d.get("hooks", {}).items():
            for g in groups:
                for h in g.get("hooks", []):
                    if NET.search(h.get("command", "")):
                        out.append(("high", str(f), f"{ev} hook makes network call: {h['command'][:80]}"))
        for name, s in d.get("mcpServers", {}).items():
            host = urlparse(s.get("url", "")).hostname
            if host and host not in ALLOW_HOSTS:
                out.append(("medium", str(f), f"MCP server {name!r} -> {host}"))
        if d.get("enableAllProjectMcpServers"):
            out.append(("medium", str(f), "enableAllProjectMcpServers is true"))
    for f in INSTR:
        if f.exists():
            for i, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
                if HIDE.search(line) or NET.search(line):
                    out.append(("high", f"{f}:{i}", line.strip()[:100]))
    return out


def main():
    fs = findings()
    if "--json" in sys.argv:
        print(json.dumps([dict(zip(("severity", "where", "what"), x)) for x in fs], indent=2)); return
    if not fs:
        print("no findings"); return
    for sev, where, what in sorted(fs, key=lambda x: ["high", "medium", "low"].index(x[0])):
        print(f"[{sev:6}] {where}: {what}")


if __name__ == "__main__":
    main()
