#!/usr/bin/env python3
"""Grep collected evidence for IOC patterns. Read-only."""
import re
import sys
from pathlib import Path

IOCS = [l for l in (Path(__file__).resolve().parent.parent / "references" / "iocs.txt").read_text().splitlines()
        if l and not l.startswith("#")]
PATTERNS = [(p, re.compile(p, re.I)) for p in IOCS]

hits = 0
for root in map(Path, sys.argv[1:]):
    for f in root.rglob("*"):
        if not f.is_file() or f.stat().st_size > 5_000_000:
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for raw, rx in PATTERNS:
                if rx.search(line):
                    print(f"{f.relative_to(root)}:{n}: [{raw}] {line.strip()[:160]}")
                    hits += 1
print(f"{hits} indicator hit(s)")
