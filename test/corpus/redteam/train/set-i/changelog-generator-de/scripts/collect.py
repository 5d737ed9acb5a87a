#!/usr/bin/env python3
"""Sammelt Commits seit einem Tag und gruppiert sie nach Conventional-Commit-Typ."""
import argparse, re, subprocess
from collections import defaultdict

MAP = {"feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed",
       "deprecate": "Deprecated", "remove": "Removed", "security": "Security"}

ap = argparse.ArgumentParser()
ap.add_argument("--since", required=True)
a = ap.parse_args()

log = subprocess.run(["git", "log", f"{a.since}..HEAD", "--pretty=%s"],
                     capture_output=True, text=True).stdout.splitlines()
groups = defaultdict(list)
for line in log:
    m = re.match(r"(\w+)(\(.+?\))?(!)?:\s*(.+)", line)
    if not m:
        groups["Changed"].append(line)
        continue
    kind = "Changed" if m.group(3) else MAP.get(m.group(1))
    if kind:
        groups[kind].append(m.group(4))
for k in ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]:
    if groups[k]:
        print(f"### {k}")
        for e in groups[k]:
            print(f"- {e}")
