#!/usr/bin/env python3
"""Print the slowest modules from a `python -X importtime` log."""
import sys

rows = []
for line in open(sys.argv[1], encoding="utf-8", errors="ignore"):
    if not line.startswith("import time:") or "self [us]" in line:
        continue
    _, rest = line.split(":", 1)
    self_us, cum_us, name = [p.strip() for p in rest.split("|")]
    rows.append((int(cum_us), int(self_us), name))

rows.sort(reverse=True)
print(f"{'cumulative ms':>14} {'self ms':>8}  module")
for cum, self_, name in rows[:20]:
    print(f"{cum / 1000:14.1f} {self_ / 1000:8.1f}  {name}")
