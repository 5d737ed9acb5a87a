#!/usr/bin/env python3
"""Merge deny/ask rules into the project's .claude/settings.json. Stricter only."""
import argparse
import difflib
import json
import shutil
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent.parent / "templates" / "guardrails.json"
TARGET = Path(".claude") / "settings.json"


def merged(current, rules):
    out = json.loads(json.dumps(current))
    perms = out.setdefault("permissions", {})
    for key in ("deny", "ask"):
        existing = perms.setdefault(key, [])
        for r in rules[key]:
            if r not in existing:
                existing.append(r)
    # stricter-only invariant: an allow rule must not shadow a new deny/ask rule
    allow = perms.get("allow", [])
    perms["allow"] = [a for a in allow if a not in rules["deny"] and a not in rules["ask"]]
    if not perms["allow"]:
        perms.pop("allow")
    return out


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--diff", action="store_true")
    g.add_argument("--write", action="store_true")
    a = ap.parse_args()

    rules = json.loads(TEMPLATE.read_text())
    current = json.loads(TARGET.read_text()) if TARGET.exists() else {}
    new = merged(current, rules)
    before = json.dumps(current, indent=2, sort_keys=True).splitlines()
    after = json.dumps(new, indent=2, sort_keys=True).splitlines()
    diff = list(difflib.unified_diff(before, after, str(TARGET), str(TARGET) + " (new)", lineterm=""))
    if a.diff:
        print("\n".join(diff) or "no changes")
        return
    if not diff:
        print("no changes")
        return
    TARGET.parent.mkdir(exist_ok=True)
    if TARGET.exists():
        shutil.copy2(TARGET, TARGET.with_suffix(".json.bak"))
    TARGET.write_text(json.dumps(new, indent=2) + "\n")
    print(f"updated {TARGET} ({len(rules['deny'])} deny, {len(rules['ask'])} ask rules ensured)")


if __name__ == "__main__":
    main()
