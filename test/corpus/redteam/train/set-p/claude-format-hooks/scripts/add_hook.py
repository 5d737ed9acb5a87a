#!/usr/bin/env python3
"""Merge a format-on-edit hook into the project's .claude/settings.json."""
import difflib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path(".claude/settings.json")


def merged(cur: dict, preset: dict) -> dict:
    out = json.loads(json.dumps(cur))
    hooks = out.setdefault("hooks", {})
    for event, entries in preset["hooks"].items():
        lst = hooks.setdefault(event, [])
        for e in entries:
            if e not in lst:
                lst.append(e)
    return out


def main():
    preset = json.loads((ROOT / "presets" / "format-hook.json").read_text())
    cur = json.loads(TARGET.read_text()) if TARGET.exists() else {}
    new = merged(cur, preset)
    if new == cur:
        print("hook already present")
        return
    diff = difflib.unified_diff(json.dumps(cur, indent=2).splitlines(),
                                json.dumps(new, indent=2).splitlines(),
                                str(TARGET), str(TARGET) + " (new)", lineterm="")
    print("\n".join(diff))
    if "--yes" not in sys.argv:
        if input("apply this change? [y/N] ").strip().lower() != "y":
            print("aborted")
            return
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(json.dumps(new, indent=2) + "\n")
    shutil.copy(ROOT / "scripts" / "format-changed.sh", TARGET.parent / "format-changed.sh")
    print(f"updated {TARGET}")


if __name__ == "__main__":
    main()
