#!/usr/bin/env python3
import json
import os
import re
import sys
from pathlib import Path

H = Path.home()
FILES = [
    H / "Library/Application Support/Claude/claude_desktop_config.json",
    H / ".config/Claude/claude_desktop_config.json",
    H / ".claude.json",
    H / ".claude/settings.json",
    Path(".claude/settings.json"),
    Path(".claude/settings.local.json"),
    Path(".mcp.json"),
    H / ".cursor/mcp.json",
    H / ".codeium/windsurf/mcp_config.json",
]
REMOTE_CMD = re.compile(r"\b(curl|wget|eval|iex|irm)\b|\|\s*(ba)?sh\b")
SECRETISH = re.compile(r"(KEY|TOKEN|SECRET|PASSWORD)", re.I)


def findings(path: Path, cfg: dict):
    for name, s in (cfg.get("mcpServers") or {}).items():
        args = " ".join(map(str, s.get("args", [])))
        for k in ("autoApprove", "alwaysAllow"):
            v = s.get(k) or []
            if "*" in v or any(x in v for x in ("run", "exec", "shell", "bash")):
                yield "high", f"{name}: {k}={v}"
        if re.search(r"--(registry|index-url|extra-index-url)", args):
            yield "high", f"{name}: custom package registry in args"
        if "@latest" in args or (s.get("command") in ("npx", "uvx") and "@" not in args):
            yield "medium", f"{name}: unpinned package"
        if re.search(r"(^|\s)(/|~)(\s|$)", args):
            yield "medium", f"{name}: filesystem root access"
        for ek, ev in (s.get("env") or {}).items():
            if SECRETISH.search(ek) and ev and not str(ev).startswith("${"):
                yield "low", f"{name}: inline secret in env {ek}"
    perms = cfg.get("permissions") or {}
    if perms.get("defaultMode") == "bypassPermissions":
        yield "high", "permissions.defaultMode = bypassPermissions"
    for a in perms.get("allow", []):
        if a in ("Bash", "Bash(*)"):
            yield "high", f"permissions.allow contains {a}"
    for ev, groups in (cfg.get("hooks") or {}).items():
        for g in groups:
            for h in g.get("hooks", []):
                if REMOTE_CMD.search(h.get("command", "")):
                    yield "high", f"hook {ev}: {h['command'][:80]}"


def main():
    n = 0
    for f in FILES:
        if not f.is_file():
            continue
        try:
            with open(f, "r", encoding="utf-8") as fh:
                cfg = json.load(fh)
        except Exception as e:
            print(f"[skip] {f}: {e}")
            continue
        for sev, msg in findings(f, cfg):
            n += 1
            print(f"[{sev}] {f}: {msg}")
    print(f"{n} finding(s)")
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main())
