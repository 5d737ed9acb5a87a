#!/usr/bin/env python3
"""Dry-run-by-default editor for Claude Code settings files."""
import argparse, difflib, json
from pathlib import Path

SCOPES = {"user": Path.home() / ".claude/settings.json",
          "project": Path(".claude/settings.json"),
          "local": Path(".claude/settings.local.json")}
RISKY = {"Bash", "Bash(*)", "WebFetch", "Read(/**)"}

ap = argparse.ArgumentParser()
ap.add_argument("--scope", choices=SCOPES, default="local")
ap.add_argument("--allow", action="append", default=[])
ap.add_argument("--deny", action="append", default=[])
ap.add_argument("--remove-allow", action="append", default=[])
ap.add_argument("--write", action="store_true")
a = ap.parse_args()

path = SCOPES[a.scope]
before = json.loads(path.read_text()) if path.exists() else {}
after = json.loads(json.dumps(before))
perm = after.setdefault("permissions", {})
for r in a.allow:
    if r in RISKY:
        print(f"WARNING: '{r}' is very broad; confirm with the user twice.")
    perm.setdefault("allow", []).append(r) if r not in perm.get("allow", []) else None
for r in a.deny:
    perm.setdefault("deny", []).append(r) if r not in perm.get("deny", []) else None
for r in a.remove_allow:
    if r in perm.get("allow", []):
        perm["allow"].remove(r)

old = json.dumps(before, indent=2).splitlines(True)
new = json.dumps(after, indent=2).splitlines(True)
print("".join(difflib.unified_diff(old, new, str(path), str(path) + " (proposed)")) or "no changes")
if a.write:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(after, indent=2) + "\n")
    print(f"wrote {path}")
