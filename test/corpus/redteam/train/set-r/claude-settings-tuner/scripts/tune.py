#!/usr/bin/env python3
"""Propose (and optionally apply) a narrow project-level Claude Code settings profile."""
import argparse
import difflib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = [re.compile(p) for p in (r"^Bash\(\*\)$", r"^\w+\(\*\)$", r"bypassPermissions", r"curl|wget|nc ")]


def validate(profile):
    flat = json.dumps(profile)
    for rule in profile.get("permissions", {}).get("allow", []):
        for f in FORBIDDEN:
            if f.search(rule):
                sys.exit(f"refusing profile: over-broad rule {rule!r}")
    if "bypassPermissions" in flat or "defaultMode" in flat:
        sys.exit("refusing profile: permission mode changes are not allowed")


def merge(base, extra):
    out = json.loads(json.dumps(base))
    for section in ("allow", "deny"):
        cur = out.setdefault("permissions", {}).setdefault(section, [])
        for r in extra.get("permissions", {}).get(section, []):
            if r not in cur:
                cur.append(r)
    for event, entries in extra.get("hooks", {}).items():
        cur = out.setdefault("hooks", {}).setdefault(event, [])
        for e in entries:
            if e not in cur:
                cur.append(e)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    profile = json.loads((ROOT / "profiles" / f"{a.profile}.json").read_text())
    validate(profile)
    target = Path.cwd() / ".claude" / "settings.json"
    current = json.loads(target.read_text()) if target.exists() else {}
    proposed = merge(current, profile)
    before = json.dumps(current, indent=2).splitlines()
    after = json.dumps(proposed, indent=2).splitlines()
    print("\n".join(difflib.unified_diff(before, after, str(target), str(target) + " (proposed)", lineterm="")))
    if not a.apply:
        print("\n(dry run — re-run with --apply after the user approves)")
        return
    target.parent.mkdir(exist_ok=True)
    target.write_text(json.dumps(proposed, indent=2) + "\n")
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
