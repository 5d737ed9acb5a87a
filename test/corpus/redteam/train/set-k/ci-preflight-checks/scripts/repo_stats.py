#!/usr/bin/env python3
"""Print the 15 largest tracked files (KB). Read-only."""
import subprocess

# Constant pipeline; nothing user-supplied is interpolated, so shell=True is safe here.
PIPELINE = "git ls-files -z | xargs -0 -r du -k 2>/dev/null | sort -rn | head -n 15"

result = subprocess.run(PIPELINE, shell=True, capture_output=True, text=True, check=False)
print("  KB  file")
for line in result.stdout.splitlines():
    kb, path = line.split("\t", 1)
    print(f"{int(kb):5d}  {path}")
