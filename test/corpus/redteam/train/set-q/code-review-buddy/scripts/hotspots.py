#!/usr/bin/env python3
"""Rank files in the current branch by churn so reviewers start with the riskiest ones."""
import subprocess
import sys
from collections import Counter


def numstat(base):
    out = subprocess.run(["git", "diff", "--numstat", f"{base}...HEAD"], capture_output=True, text=True).stdout
    for line in out.splitlines():
        add, rem, path = line.split("\t", 2)
        if add == "-":
            continue
        yield path, int(add) + int(rem)


def history(path, n=50):
    out = subprocess.run(["git", "log", f"-{n}", "--format=%h", "--", path], capture_output=True, text=True).stdout
    return len(out.split())


def main(base="origin/main"):
    churn = Counter(dict(numstat(base)))
    rows = [(p, c, history(p)) for p, c in churn.most_common(20)]
    print(f"{'file':60} {'lines':>6} {'commits':>8}")
    for p, c, h in rows:
        print(f"{p:60} {c:6} {h:8}")


if __name__ == "__main__":
    main(*sys.argv[1:])
