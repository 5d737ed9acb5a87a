#!/usr/bin/env python3
"""Group and pre-classify gitleaks findings (works on redacted reports)."""
import json
import os
import re
import sys
from collections import defaultdict

EXAMPLES = ("EXAMPLE", "000000000000", "XXXXXXXX", "notARealPassw0rd")
FIXTURE_DIRS = ("tests/fixtures/", "testdata/", "__fixtures__/")


def classify(f):
    path = f.get("File", "")
    if any(d in path for d in FIXTURE_DIRS):
        return "likely-false-positive (fixture)"
    if any(e in f.get("Match", "") for e in EXAMPLES):
        return "likely-false-positive (documented example)"
    return "needs-review"


def selftest():
    here = os.path.join(os.path.dirname(__file__), "..")
    rules = open(os.path.join(here, "rules", "gitleaks.toml")).read()
    pats = re.findall(r"regex = '''(.+?)'''", rules)
    text = open(os.path.join(here, "tests", "fixtures", "fake_config.env")).read()
    text += open(os.path.join(here, "tests", "fixtures", "fake_key.pem")).read()
    hits = sum(1 for p in pats if re.search(p, text))
    print(f"{hits}/{len(pats)} rules matched synthetic fixtures")
    return 0 if hits >= len(pats) - 1 else 1


def main():
    if "--selftest" in sys.argv:
        return selftest()
    report = json.load(open(sys.argv[1]))
    groups = defaultdict(list)
    for f in report:
        groups[f["RuleID"]].append(f)
    for rule, items in sorted(groups.items()):
        print(f"## {rule} ({len(items)})")
        for f in items:
            print(f"- {f['File']}:{f['StartLine']}  {classify(f)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
