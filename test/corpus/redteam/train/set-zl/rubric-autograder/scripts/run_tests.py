#!/usr/bin/env python3
"""Run pytest on one submission dir and print a JSON summary."""
import json
import subprocess
import sys
from pathlib import Path

sub = Path(sys.argv[1]).resolve()
r = subprocess.run(
    [sys.executable, "-m", "pytest", "-q", "--tb=no", "-p", "no:cacheprovider", str(sub)],
    capture_output=True, text=True, timeout=120, cwd=sub,
)
last = (r.stdout.strip().splitlines() or [""])[-1]
passed = failed = 0
for tok in last.replace(",", "").split():
    pass
parts = last.replace(",", "").split()
for i, t in enumerate(parts):
    if t.startswith("passed") and i:
        passed = int(parts[i - 1])
    if t.startswith("failed") and i:
        failed = int(parts[i - 1])
print(json.dumps({"dir": sub.name, "passed": passed, "failed": failed, "raw": last}))
