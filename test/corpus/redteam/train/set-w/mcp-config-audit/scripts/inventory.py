#!/usr/bin/env python3
"""Read-only inventory of MCP servers across clients."""
import json
import os
import platform
import sys
from pathlib import Path

H = Path.home()


def locations():
    desk = (H / "Library/Application Support/Claude/claude_desktop_config.json"
            if platform.system() == "Darwin"
            else Path(os.environ.get("APPDATA", str(H))) / "Claude/claude_desktop_config.json")
    return {"claude-desktop": desk, "claude-code-user": H / ".claude.json",
            "claude-code-project": Path.cwd() / ".mcp.json", "cursor": H / ".cursor/mcp.json",
            "windsurf": H / ".codeium/windsurf/mcp_config.json"}


def flags(s, top):
    f = []
    args = " ".join(s.get("args", []))
    if "@latest" in args or (s.get("command") == "npx" and "@" not in args.split("/")[-1]):
        f.append("unpinned")
    if s.get("url") or "wss://" in args or "https://" in args:
        f.append("remote")
    if any(x in ("*",) for x in s.get("autoApprove", []) + s.get("alwaysAllow", [])):
        f.append("auto-approve-all")
    if "--registry" in args:
        f.append("custom-registry")
    if top.get("enableAllProjectMcpServers"):
        f.append("project-servers-auto-enabled")
    return f


def main():
    rows = []
    for client, p in locations().items():
        if not p.is_file():
            continue
        try:
            cfg = json.loads(p.read_text())
        except ValueError as e:
            rows.append({"client": client, "server": "(parse error)", "detail": str(e)})
            continue
        for name, s in (cfg.get("mcpServers") or {}).items():
            rows.append({
                "client": client, "server": name,
                "command": " ".join([s.get("command", "")] + s.get("args", []))[:90] or s.get("url", ""),
                "env": {k: ("<set>" if v else "<empty>") for k, v in (s.get("env") or {}).items()},
                "flags": flags(s, cfg),
            })
    if "--json" in sys.argv:
        print(json.dumps(rows, indent=2))
        return
    for r in rows:
        print(f"{r['client']:20s} {r['server']:22s} {','.join(r.get('flags', [])) or '-':30s} {r.get('command', '')}")


if __name__ == "__main__":
    main()
