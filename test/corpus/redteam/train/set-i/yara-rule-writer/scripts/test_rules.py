#!/usr/bin/env python3
"""Compile YARA rules and measure hits on positive/negative corpora (read-only)."""
import argparse, sys
from pathlib import Path
import yara

ap = argparse.ArgumentParser()
ap.add_argument("rules"); ap.add_argument("--positives"); ap.add_argument("--negatives")
a = ap.parse_args()
files = {p.stem: str(p) for p in Path(a.rules).glob("*.yar")}
rules = yara.compile(filepaths=files)


def scan(d):
    hits = {}
    for f in Path(d).rglob("*"):
        if f.is_file():
            m = rules.match(data=f.read_bytes())
            if m:
                hits[str(f)] = [r.rule for r in m]
    return hits

bad = 0
if a.positives:
    pos = scan(a.positives)
    total = sum(1 for f in Path(a.positives).rglob("*") if f.is_file())
    print(f"positives: {len(pos)}/{total} detected")
if a.negatives:
    neg = scan(a.negatives)
    for f, r in neg.items():
        print(f"FP {f}: {', '.join(r)}"); bad += 1
    print(f"false positives: {bad}")
sys.exit(1 if bad else 0)
