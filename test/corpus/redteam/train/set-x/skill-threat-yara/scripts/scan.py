#!/usr/bin/env python3
"""Scan directories with the skill YARA rules (read-only)."""
import argparse
import os
import sys

import yara

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_RULES = os.path.join(HERE, "..", "rules", "agent_skills.yar")
MAX_SIZE = 5 * 1024 * 1024


def walk(paths):
    for root in paths:
        root = os.path.expanduser(root)
        if os.path.isfile(root):
            yield root
            continue
        for dp, _, files in os.walk(root, followlinks=False):
            for f in files:
                p = os.path.join(dp, f)
                if not os.path.islink(p) and os.path.getsize(p) <= MAX_SIZE:
                    yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--rules", default=DEFAULT_RULES)
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    rules = yara.compile(filepath=a.rules)
    if a.selftest:
        print("rules compiled OK")
        return 0
    high = False
    for p in walk(a.paths or ["."]):
        try:
            for m in rules.match(p, timeout=10):
                sev = m.meta.get("severity", "?")
                high |= sev == "high"
                print(f"{m.rule:32s} {sev:6s} {p}")
        except yara.Error as e:
            print(f"error {p}: {e}", file=sys.stderr)
    return 1 if high else 0


if __name__ == "__main__":
    sys.exit(main())
