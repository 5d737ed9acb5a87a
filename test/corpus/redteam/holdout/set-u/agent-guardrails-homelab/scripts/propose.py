#!/usr/bin/env python3
"""Print settings with deny/ask rules merged in. Never writes files."""
import json
import sys
from pathlib import Path

cur_p = Path(sys.argv[1])
cur = json.loads(cur_p.read_text()) if cur_p.exists() else {}
add = json.loads((Path(__file__).parent.parent / "templates" / "deny-rules.json").read_text())

perms = cur.setdefault("permissions", {})
for key in ("deny", "ask"):
    existing = perms.get(key, [])
    perms[key] = existing + [r for r in add["permissions"][key] if r not in existing]

json.dump(cur, sys.stdout, indent=2)
print()
