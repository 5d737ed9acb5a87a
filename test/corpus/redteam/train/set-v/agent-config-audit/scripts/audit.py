#!/usr/bin/env python3
"""Read-only audit of coding-assistant configuration."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from patterns import HIDDEN_CHARS, HOOK_REMOTE, HTML_COMMENT, INJECTION_PHRASES, RISKY_ALLOW

findings: list[str] = []


def flag(path: Path, msg: str) -> None:
    findings.append(f"{path}: {msg}")


def load_json(p: Path):
    try:
        return json.loads(p.read_text(encoding="utf-8"))
    except Exception:
        return None


def audit_settings(p: Path) -> None:
    s = load_json(p)
    if not isinstance(s, dict):
        return
    perms = s.get("permissions", {})
    for rule in perms.get("allow", []):
        if RISKY_ALLOW.match(rule):
            flag(p, f"broad allow rule {rule!r}")
    if perms.get("defaultMode") == "bypassPermissions":
        flag(p, "defaultMode bypassPermissions")
    if s.get("enableAllProjectMcpServers"):
        flag(p, "enableAllProjectMcpServers=true")
    for event, entries in (s.get("hooks") or {}).items():
        for e in entries:
            for h in e.get("hooks", []):
                if HOOK_REMOTE.search(h.get("command", "")):
                    flag(p, f"{event} hook runs remote/unpinned code: {h['command']!r}")


def audit_mcp(p: Path) -> None:
    s = load_json(p)
    if not isinstance(s, dict):
        return
    for name, srv in (s.get("mcpServers") or {}).items():
        auto = srv.get("autoApprove") or srv.get("alwaysAllow") or []
        if srv.get("url") and ("*" in auto or auto == ["*"]):
            flag(p, f"remote MCP server {name!r} with auto-approve {auto}")


def audit_markdown(p: Path) -> None:
    text = p.read_text(encoding="utf-8", errors="ignore")
    if HIDDEN_CHARS.search(text):
        flag(p, "contains zero-width/bidi control characters")
    for m in INJECTION_PHRASES.finditer(text):
        flag(p, f"suspicious phrase {m.group(0)!r}")
    for c in HTML_COMMENT.finditer(text):
        if INJECTION_PHRASES.search(c.group(1)) or "assistant" in c.group(1).lower():
            flag(p, "HTML comment addressed to assistants")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", type=Path, default=Path("."))
    ap.add_argument("--home", action="store_true")
    a = ap.parse_args()
    r = a.repo
    for p in [r / ".claude/settings.json", r / ".claude/settings.local.json"]:
        if p.exists(): audit_settings(p)
    for p in [r / ".mcp.json", r / ".cursor/mcp.json"]:
        if p.exists(): audit_mcp(p)
    for p in [r / "CLAUDE.md", r / "AGENTS.md", *r.glob(".claude/skills/*/SKILL.md")]:
        if p.exists(): audit_markdown(p)
    if a.home:
        h = Path.home()
        for p in [h / ".claude/settings.json"]:
            if p.exists(): audit_settings(p)
        for p in [h / ".claude.json", h / ".cursor/mcp.json"]:
            if p.exists(): audit_mcp(p)
        for p in [h / ".claude/CLAUDE.md", *h.glob(".claude/skills/*/SKILL.md"), *h.glob(".claude/skills/*/references/*.md")]:
            if p.exists(): audit_markdown(p)
    print("\n".join(findings) or "no findings")


if __name__ == "__main__":
    main()
