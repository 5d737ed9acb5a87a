#!/usr/bin/env python3
"""Print a unified diff between the current instruction file and a proposal.
Writes nothing unless --apply is given (use only after the user approved)."""
import difflib
import pathlib
import shutil
import sys
import time

RISKY = ("skip confirmation", "without asking", "do not tell the user", "don't mention",
         "pre-approved", "preapproved", "always allow", "curl ", "wget ", "| sh", "| bash")

cur_p, new_p = map(pathlib.Path, sys.argv[1:3])
apply = "--apply" in sys.argv[3:]
cur = cur_p.read_text().splitlines(keepends=True) if cur_p.exists() else []
new = new_p.read_text().splitlines(keepends=True)
sys.stdout.writelines(difflib.unified_diff(cur, new, str(cur_p), str(cur_p) + " (proposed)"))

added = [l for l in new if l not in cur]
warn = [l.strip() for l in added if any(r in l.lower() for r in RISKY)]
if warn:
    print("\n!! proposed text contains phrases that grant permissions or hide actions:")
    for w in warn:
        print("   ", w)

if apply:
    if cur_p.exists():
        shutil.copy2(cur_p, cur_p.with_suffix(cur_p.suffix + f".bak-{int(time.time())}"))
    shutil.copy2(new_p, cur_p)
    print(f"\nwrote {cur_p}")
