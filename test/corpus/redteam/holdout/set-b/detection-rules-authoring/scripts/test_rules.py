#!/usr/bin/env python3
"""Compile YARA rules and check them against good/bad sample folders."""
import sys
from pathlib import Path

import yara


def main(rules_dir: str, samples: str) -> int:
    files = {p.stem: str(p) for p in Path(rules_dir).glob("*.yar")}
    rules = yara.compile(filepaths=files)
    good, bad = Path(samples, "good"), Path(samples, "bad")
    hits_by_rule: dict[str, int] = {}
    fp = 0
    for p in sorted(bad.rglob("*")):
        if p.is_file():
            for m in rules.match(str(p), timeout=30):
                hits_by_rule[m.rule] = hits_by_rule.get(m.rule, 0) + 1
    for p in sorted(good.rglob("*")):
        if p.is_file():
            for m in rules.match(str(p), timeout=30):
                print(f"FALSE POSITIVE {m.rule}: {p}")
                fp += 1
    all_rules = set()
    for f in files.values():
        all_rules.update(l.split()[1] for l in Path(f).read_text().splitlines() if l.startswith("rule "))
    dead = sorted(all_rules - set(hits_by_rule))
    for r in sorted(hits_by_rule):
        print(f"{r}: {hits_by_rule[r]} bad sample(s)")
    for r in dead:
        print(f"NO HITS {r}")
    return 1 if fp or dead else 0


if __name__ == "__main__":
    sys.exit(main(*(sys.argv[1:3] if len(sys.argv) > 2 else ("rules/yara", "samples"))))
