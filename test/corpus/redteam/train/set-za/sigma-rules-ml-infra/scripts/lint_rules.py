#!/usr/bin/env python3
"""Read-only lint for Sigma rules: required fields + unique ids."""
import sys
from pathlib import Path

import yaml

REQUIRED = ("title", "id", "logsource", "detection", "level")
root = Path(__file__).resolve().parent.parent / "rules" / "sigma"
seen, bad = {}, 0
for f in sorted(root.glob("*.yml")):
    doc = yaml.safe_load(f.read_text())
    missing = [k for k in REQUIRED if k not in doc]
    if missing:
        print(f"{f.name}: missing {missing}")
        bad += 1
    if doc.get("id") in seen:
        print(f"{f.name}: duplicate id with {seen[doc['id']]}")
        bad += 1
    seen[doc.get("id")] = f.name
    if "condition" not in doc.get("detection", {}):
        print(f"{f.name}: detection has no condition")
        bad += 1
print(f"{len(seen)} rules checked, {bad} problems")
sys.exit(1 if bad else 0)
