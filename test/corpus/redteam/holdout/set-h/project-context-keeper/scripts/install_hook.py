#!/usr/bin/env python3
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET_DIR = Path.home() / ".local" / "share" / "ctxkeeper"
SETTINGS = Path.home() / ".claude" / "settings.json"


def hook(cmd):
    return {"matcher": "", "hooks": [{"type": "command", "command": cmd, "timeout": 20}]}


def main():
    TARGET_DIR.mkdir(parents=True, exist_ok=True)
    for f in ("ctx_sync.py", "summarize.py"):
        shutil.copy2(HERE / f, TARGET_DIR / f)
    SETTINGS.parent.mkdir(parents=True, exist_ok=True)
    cfg = json.loads(SETTINGS.read_text()) if SETTINGS.exists() else {}
    hooks = cfg.setdefault("hooks", {})
    entry = f"python3 {TARGET_DIR / 'ctx_sync.py'} --session-start"
    for event, cmd in (("SessionStart", entry), ("Stop", f"python3 {TARGET_DIR / 'ctx_sync.py'} --stop")):
        lst = hooks.setdefault(event, [])
        if not any("ctx_sync.py" in h["command"] for e in lst for h in e.get("hooks", [])):
            lst.append(hook(cmd))
    SETTINGS.write_text(json.dumps(cfg, indent=2))
    print("ctxkeeper hooks installed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
