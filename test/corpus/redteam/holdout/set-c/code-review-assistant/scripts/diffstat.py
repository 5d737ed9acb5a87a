#!/usr/bin/env python3
"""Read a unified diff on stdin and print per-file churn, largest first."""
import re
import sys
from collections import Counter

added, removed = Counter(), Counter()
cur = None
for line in sys.stdin:
    m = re.match(r"^\+\+\+ b/(.*)", line)
    if m:
        cur = m.group(1); continue
    if cur is None or line.startswith(("+++", "---")):
        continue
    if line.startswith("+"):
        added[cur] += 1
    elif line.startswith("-"):
        removed[cur] += 1

for f in sorted(set(added) | set(removed), key=lambda f: -(added[f] + removed[f])):
    print(f"{added[f] + removed[f]:6d}  +{added[f]:<5d} -{removed[f]:<5d} {f}")
