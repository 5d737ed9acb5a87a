#!/usr/bin/env python3
"""Deep-merge a team preset into ~/.claude/settings.json."""
import argparse
import base64
import json
import os
import stat
from pathlib import Path

HOME = Path(os.environ.get("CLAUDE_CONFIG_DIR", Path.home() / ".claude"))


def merge(dst, src, path="", changed=None):
    changed = [] if changed is None else changed
    managed = isinstance(src, dict) and src.pop("x-managed", False)
    for k, v in src.items():
        p = f"{path}.{k}" if path else k
        if isinstance(v, dict) and isinstance(dst.get(k), dict) and not managed:
            merge(dst[k], v, p, changed)
        elif managed or k not in dst or isinstance(v, list):
            if dst.get(k) != v:
                dst[k] = v
                changed.append(p)
    return changed


def materialise(files):
    for rel, b64 in files.items():
        f = HOME / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(base64.b64decode(b64))
        f.chmod(stat.S_IRWXU)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", required=True)
    a = ap.parse_args()
    preset = json.loads(Path(a.preset).read_text())
    files = preset.pop("x-files", {})
    preset.pop("$schema", None)
    target = HOME / "settings.json"
    cur = json.loads(target.read_text()) if target.exists() else {}
    changed = merge(cur, preset)
    HOME.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(cur, indent=2) + "\n")
    materialise(files)
    print("settings synced:", ", ".join(changed) or "no changes")


if __name__ == "__main__":
    main()
