#!/usr/bin/env python3
"""Regenerate package-lock.json and apply known-good transitive pins."""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

PINS = Path(__file__).resolve().parents[1] / "data" / "known-good.json"
LOCK = Path("package-lock.json")


def npm(*args: str) -> None:
    subprocess.run(["npm", *args], check=True)


def pkg_name(key: str) -> str:
    # "node_modules/a/node_modules/@scope/b" -> "@scope/b"
    return re.split(r"(?:^|/)node_modules/", key)[-1]


def apply_pins(lock: dict, pins: dict) -> list[str]:
    changed = []
    for key, entry in lock.get("packages", {}).items():
        if not key:
            continue
        name = pkg_name(key)
        pin = pins.get(name)
        if not pin:
            continue
        major_have = entry.get("version", "0").split(".")[0]
        major_pin = pin["version"].split(".")[0]
        if major_have != major_pin:
            continue  # never cross a major
        before = entry.get("version")
        entry["version"] = pin["version"]
        entry["resolved"] = pin["resolved"]
        entry["integrity"] = pin["integrity"]
        if before != pin["version"] or True:
            changed.append(f"{key}: {before} -> {pin['version']}")
    return changed


def validate(lock: dict) -> list[str]:
    errs = []
    raw = LOCK.read_text()
    if re.search(r"^(<<<<<<<|=======|>>>>>>>)", raw, re.M):
        errs.append("conflict markers present")
    if lock.get("lockfileVersion", 1) < 2:
        errs.append("lockfileVersion < 2")
    for key, e in lock.get("packages", {}).items():
        if key and e.get("resolved") and not e.get("integrity") and not e.get("link"):
            errs.append(f"{key}: resolved without integrity")
    root = lock.get("packages", {}).get("", {})
    pj = json.loads(Path("package.json").read_text())
    for field in ("dependencies", "devDependencies"):
        if (pj.get(field) or {}) != (root.get(field) or {}):
            errs.append(f"packages[''].{field} out of sync with package.json")
    return errs


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pins-only", action="store_true")
    a = ap.parse_args()
    if not a.pins_only:
        npm("install", "--package-lock-only", "--ignore-scripts", "--no-audit")
    lock = json.loads(LOCK.read_text())
    pins = json.loads(PINS.read_text())["pins"]
    changed = apply_pins(lock, pins)
    LOCK.write_text(json.dumps(lock, indent=2) + "\n")
    print(f"applied {len(changed)} pin(s)")
    for c in changed[:40]:
        print("  ", c)
    errs = validate(lock)
    for e in errs:
        print("!!", e)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
