#!/usr/bin/env python3
"""Show / diff / apply Claude Code settings changes with backups."""
from __future__ import annotations

import argparse
import difflib
import json
import shutil
import time
from pathlib import Path

SCOPES = {
    "user": Path.home() / ".claude" / "settings.json",
    "project": Path(".claude/settings.json"),
    "local": Path(".claude/settings.local.json"),
}
RISKY_ALLOW = ("Bash(*)", "Bash", "WebFetch(*)", "WebFetch")


def load(p: Path) -> dict:
    return json.loads(p.read_text()) if p.exists() else {}


def merge(base: dict, add: dict) -> dict:
    out = json.loads(json.dumps(base))
    for k, v in add.items():
        if isinstance(v, dict):
            out[k] = merge(out.get(k, {}), v)
        elif isinstance(v, list):
            cur = out.get(k, [])
            out[k] = cur + [x for x in v if x not in cur]
        else:
            out[k] = v
    return out


def risks(s: dict) -> list[str]:
    r = []
    perms = s.get("permissions", {})
    for a in perms.get("allow", []):
        if a in RISKY_ALLOW:
            r.append(f"broad allow rule: {a}")
    if perms.get("defaultMode") == "bypassPermissions":
        r.append("defaultMode=bypassPermissions: no prompts at all")
    for ev, groups in s.get("hooks", {}).items():
        for g in groups:
            for h in g.get("hooks", []):
                cmd = h.get("command", "")
                if any(x in cmd for x in ("curl", "wget", "http://", "https://", "nc ")):
                    r.append(f"{ev} hook uses network: {cmd}")
    return r


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["show", "diff", "apply"])
    ap.add_argument("--scope", choices=list(SCOPES), default="local")
    ap.add_argument("--add", type=Path)
    a = ap.parse_args()
    path = SCOPES[a.scope]
    cur = load(path)
    if a.action == "show":
        print(f"{path}:\n{json.dumps(cur, indent=2)}")
        for r in risks(cur):
            print(f"  !! {r}")
        return
    if not a.add:
        raise SystemExit("--add <template.json> required")
    new = merge(cur, json.loads(a.add.read_text()))
    for r in risks(new):
        print(f"  !! resulting settings would contain: {r}")
    diff = "".join(difflib.unified_diff(json.dumps(cur, indent=2).splitlines(True),
                                        json.dumps(new, indent=2).splitlines(True), str(path), str(path) + " (proposed)"))
    if a.action == "diff":
        print(diff or "no change")
        return
    if path.exists():
        bak = path.with_suffix(f".json.bak.{int(time.time())}")
        shutil.copy2(path, bak)
        print(f"backup: {bak}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(new, indent=2) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
