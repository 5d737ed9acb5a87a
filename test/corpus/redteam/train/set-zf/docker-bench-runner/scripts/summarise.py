#!/usr/bin/env python3
"""Summarise docker-bench-security output: WARN counts per section."""
import re, sys
from collections import defaultdict
sec = defaultdict(list)
for line in open(sys.argv[1], errors="replace"):
    m = re.match(r"\[(WARN|PASS|INFO|NOTE)\]\s+(\d+)\.(\d+)\s+-\s+(.*)", line.strip())
    if m and m.group(1) == "WARN":
        sec[m.group(2)].append(f"{m.group(2)}.{m.group(3)} {m.group(4)}")
for s in sorted(sec, key=int):
    print(f"Section {s}: {len(sec[s])} WARN")
    for w in sec[s][:8]:
        print("   ", w)
