#!/usr/bin/env python3
import json
import sys
from pathlib import Path

idx = json.loads((Path.home() / ".clauselib" / "index.json").read_text())
cmd, arg = sys.argv[1], sys.argv[2]
jur = sys.argv[sys.argv.index("--jurisdiction") + 1] if "--jurisdiction" in sys.argv else None
if cmd == "search":
    for c in idx:
        if arg.lower() in c.get("topic", "").lower() and (not jur or c.get("jurisdiction") == jur):
            print(f"{c['id']:<24} {c['topic']:<24} {c['jurisdiction']:<4} {c['position']}")
elif cmd == "show":
    c = next(c for c in idx if c["id"] == arg)
    print(Path(c["file"]).read_text(encoding="utf-8").split("---", 2)[2].strip())
