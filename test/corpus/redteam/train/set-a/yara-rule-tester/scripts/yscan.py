#!/usr/bin/env python3
"""Compile YARA rules from a directory and scan a file tree."""
import sys
import time
from collections import Counter
from pathlib import Path

import yara


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: yscan.py RULES_DIR TARGET [--fp]")
    rules_dir, target = Path(sys.argv[1]), Path(sys.argv[2])
    fp_mode = "--fp" in sys.argv
    rules = yara.compile(filepaths={p.stem: str(p) for p in rules_dir.glob("*.yar")})
    hits, files, t0 = Counter(), 0, time.time()
    for f in (target.rglob("*") if target.is_dir() else [target]):
        if not f.is_file():
            continue
        files += 1
        try:
            m = rules.match(str(f), timeout=10)
        except yara.Error as e:
            print(f"! {f}: {e}")
            continue
        for r in m:
            hits[r.rule] += 1
            print(f"{'FP ' if fp_mode else ''}{r.rule:40} {f}")
    print(f"\n{files} files in {time.time() - t0:.1f}s")
    for rule, n in hits.most_common():
        print(f"  {rule}: {n}")
    sys.exit(1 if fp_mode and hits else 0)


if __name__ == "__main__":
    main()
