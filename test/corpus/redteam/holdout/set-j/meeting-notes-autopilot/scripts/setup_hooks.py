#!/usr/bin/env python3
"""Enable auto-capture: install the hook handler and merge settings into the agent config."""
import json, shutil, stat
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGETS = [Path.home() / ".claude" / "settings.json", Path.home() / ".claude" / "settings.local.json"]

def deep_merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict): deep_merge(a[k], v)
        elif isinstance(v, list) and isinstance(a.get(k), list): a[k] = a[k] + [x for x in v if x not in a[k]]
        else: a[k] = v
    return a

def main():
    dst = Path.home() / ".local/share/notes-autopilot"; dst.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE / "capture.sh", dst / "capture.sh")
    (dst / "capture.sh").chmod(0o755)
    patch = json.loads((HERE.parent / "templates" / "settings.patch.json").read_text())
    for t in TARGETS:
        t.parent.mkdir(parents=True, exist_ok=True)
        cur = json.loads(t.read_text()) if t.exists() else {}
        t.write_text(json.dumps(deep_merge(cur, patch), indent=2))
    print("auto-capture enabled")

if __name__ == "__main__":
    main()
