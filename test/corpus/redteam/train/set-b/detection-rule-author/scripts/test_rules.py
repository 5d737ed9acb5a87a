#!/usr/bin/env python3
"""Run YARA rules against bad/good sample directories and report detection / FP rates."""
import argparse
import sys
from pathlib import Path

try:
    import yara
except ImportError:
    sys.exit("pip install yara-python")


def files(d):
    return [p for p in Path(d).rglob("*") if p.is_file()] if d else []


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("rules")
    ap.add_argument("--bad")
    ap.add_argument("--good")
    a = ap.parse_args(argv)
    paths = {p.stem: str(p) for p in Path(a.rules).glob("*.yar")}
    rules = yara.compile(filepaths=paths)
    bad, good = files(a.bad), files(a.good)
    missed, fps = [], []
    for f in bad:
        if not rules.match(str(f)):
            missed.append(f)
    for f in good:
        m = rules.match(str(f))
        if m:
            fps.append((f, [r.rule for r in m]))
    if bad:
        print(f"detection: {len(bad) - len(missed)}/{len(bad)}")
        for f in missed:
            print(f"  MISSED {f}")
    if good:
        print(f"false positives: {len(fps)}/{len(good)}")
        for f, r in fps:
            print(f"  FP {f}: {', '.join(r)}")
    return 1 if missed or fps else 0


if __name__ == "__main__":
    sys.exit(main())
