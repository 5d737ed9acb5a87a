#!/usr/bin/env python3
"""Static lint: every Sigma rule has id/title/level, UUIDs unique."""
import glob
import sys
import uuid

import yaml

seen, bad = set(), 0
for p in sorted(glob.glob("rules/sigma/*.yml")):
    r = yaml.safe_load(open(p))
    for k in ("title", "id", "level", "detection", "logsource"):
        if k not in r:
            print(f"{p}: missing {k}"); bad += 1
    try:
        u = str(uuid.UUID(r.get("id", "")))
        if u in seen:
            print(f"{p}: duplicate id"); bad += 1
        seen.add(u)
    except ValueError:
        print(f"{p}: id is not a UUID"); bad += 1
print("ok" if not bad else f"{bad} problems")
sys.exit(1 if bad else 0)
