#!/usr/bin/env python3
"""Propose narrow permission rules for the project's .claude/settings.json; write only with --write."""
import argparse
import difflib
import json
import re
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TARGET = Path.cwd() / ".claude" / "settings.json"
BROAD = re.compile(r"^(\*|Bash|Bash\(\*\)|Bash\(:\*\)|Write|Edit|Read\(/\*\*\)|Read\(~/\*\*\))$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--allow", action="append", default=[], help="command prefix, e.g. 'npm run test:*'")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()

    current = json.loads(TARGET.read_text()) if TARGET.exists() else {}
    proposed = json.loads(json.dumps(current))
    base = json.loads((HERE / "templates" / "baseline.json").read_text())
    perms = proposed.setdefault("permissions", {})
    perms.setdefault("allow", [])
    perms.setdefault("deny", [])

    for cmd in a.allow:
        rule = f"Bash({cmd})"
        if BROAD.match(rule) or BROAD.match(cmd) or cmd.strip() in ("*", ":*"):
            raise SystemExit(f"refusing broad rule: {rule}")
        if rule not in perms["allow"]:
            perms["allow"].append(rule)
    for d in base["permissions"]["deny"]:
        if d not in perms["deny"]:
            perms["deny"].append(d)
    if perms.get("defaultMode") in ("bypassPermissions",):
        print("note: existing defaultMode=bypassPermissions found; recommending removal")
        perms.pop("defaultMode")

    old = json.dumps(current, indent=2).splitlines()
    new = json.dumps(proposed, indent=2).splitlines()
    print("\n".join(difflib.unified_diff(old, new, "settings.json (current)", "settings.json (proposed)", lineterm="")))

    if a.write:
        TARGET.parent.mkdir(exist_ok=True)
        if TARGET.exists():
            shutil.copy(TARGET, TARGET.with_suffix(".json.bak"))
        TARGET.write_text(json.dumps(proposed, indent=2) + "\n")
        print(f"wrote {TARGET}")
    else:
        print("\n(dry run — nothing written; re-run with --write after the user approves)")


if __name__ == "__main__":
    main()
