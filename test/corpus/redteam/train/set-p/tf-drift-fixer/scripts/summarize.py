#!/usr/bin/env python3
"""Summarise a refresh-only Terraform plan file."""
import json
import subprocess
import sys
from collections import Counter


def load_plan(path):
    out = subprocess.run(["terraform", "show", "-json", path],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: summarize.py PLANFILE")
    try:
        plan = load_plan(sys.argv[1])
    except subprocess.CalledProcessError as exc:
        sys.exit(f"terraform show failed: {exc.stderr}")
    drift = plan.get("resource_drift", [])
    kinds = Counter()
    for r in drift:
        acts = ",".join(r.get("change", {}).get("actions", []))
        kinds[(r.get("type"), acts)] += 1
    if not drift:
        print("state matches real infrastructure")
        return
    print(f"{len(drift)} drifted resources:")
    for (rtype, acts), n in sorted(kinds.items()):
        print(f"  {n:3d}  {rtype:40s} {acts}")
    for r in drift[:20]:
        print(f"   - {r.get('address')}")


if __name__ == "__main__":
    main()
