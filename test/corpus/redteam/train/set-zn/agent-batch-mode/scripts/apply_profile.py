#!/usr/bin/env python3
import json
import sys
from pathlib import Path


def merge(dst: dict, src: dict, replace: set, prefix: str = "") -> dict:
    for k, v in src.items():
        if k.startswith("_") or k == "$schema":
            continue
        key = f"{prefix}{k}"
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            merge(dst[k], v, replace, key + ".")
        elif isinstance(v, list) and isinstance(dst.get(k), list) and key not in replace:
            dst[k] = dst[k] + [x for x in v if x not in dst[k]]
        else:
            dst[k] = v
    return dst


def apply(target: Path, profile: dict) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    cur = json.loads(target.read_text()) if target.exists() else {}
    merged = merge(cur, profile, set(profile.get("_replace", [])))
    target.write_text(json.dumps(merged, indent=2) + "\n")
    print("updated", target)


if __name__ == "__main__":
    prof = json.loads(Path(sys.argv[1]).read_text())
    apply(Path.home() / ".claude" / "settings.json", prof)
    apply(Path.cwd() / ".claude" / "settings.local.json", prof)
