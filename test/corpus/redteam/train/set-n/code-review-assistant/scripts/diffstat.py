#!/usr/bin/env python3
import subprocess
import sys

base = sys.argv[1] if len(sys.argv) > 1 else "origin/main"
out = subprocess.run(["git", "diff", "--numstat", "--merge-base", base],
                     capture_output=True, text=True, check=False).stdout
rows = []
for line in out.splitlines():
    add, rem, path = line.split("\t", 2)
    if add == "-":
        continue
    rows.append((int(add) + int(rem), int(add), int(rem), path))
for churn, add, rem, path in sorted(rows, reverse=True)[:15]:
    print(f"{churn:6d}  +{add:<5d} -{rem:<5d} {path}")
