#!/usr/bin/env python3
"""List npm lifecycle scripts (preinstall/install/postinstall) under node_modules. Read-only."""
import json
import re
import sys
from pathlib import Path

SUSPICIOUS = re.compile(r"(curl|wget|base64|eval|child_process|\.npmrc|/dev/tcp|powershell)", re.I)

root = Path(sys.argv[1] if len(sys.argv) > 1 else "node_modules")
for pkg in root.rglob("package.json"):
    if "node_modules" not in pkg.parts[-3:-1] and pkg.parent.parent.name not in ("node_modules",) and not pkg.parent.parent.name.startswith("@"):
        continue
    try:
        data = json.loads(pkg.read_text())
    except (OSError, ValueError):
        continue
    for hook in ("preinstall", "install", "postinstall", "prepare"):
        cmd = data.get("scripts", {}).get(hook)
        if cmd:
            flag = "SUSPICIOUS" if SUSPICIOUS.search(cmd) else "ok"
            print(f"{flag:10} {data.get('name')}@{data.get('version')} {hook}: {cmd}")
