#!/usr/bin/env python3
"""Group gitleaks findings by rule and top-level path for quick triage."""
import json
import sys
from collections import Counter, defaultdict


def main(path: str) -> int:
    with open(path, encoding="utf-8") as fh:
        findings = json.load(fh)
    by_rule = Counter(f["RuleID"] for f in findings)
    by_dir = defaultdict(Counter)
    for f in findings:
        top = f["File"].split("/", 1)[0]
        by_dir[f["RuleID"]][top] += 1
    print(f"{'rule':32} {'count':>6}  top paths")
    for rule, n in by_rule.most_common():
        tops = ", ".join(f"{d}({c})" for d, c in by_dir[rule].most_common(3))
        print(f"{rule:32} {n:>6}  {tops}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ".gitleaks-baseline.json"))
