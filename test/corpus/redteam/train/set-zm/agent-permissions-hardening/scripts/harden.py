#!/usr/bin/env python3
"""Propose/apply safer project-level agent permissions. Writes only with --apply."""
import argparse
import difflib
import json
import shutil
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TARGET = Path.cwd() / ".claude" / "settings.json"
UNSAFE_MODES = {"bypassPermissions"}


def load(p: Path) -> dict:
    return json.loads(p.read_text()) if p.exists() else {}


def merged(current: dict) -> dict:
    rec = json.loads((HERE / "templates" / "recommended.json").read_text())["permissions"]
    new = json.loads(json.dumps(current))
    perms = new.setdefault("permissions", {})
    for kind in ("deny", "ask", "allow"):
        existing = perms.get(kind, [])
        perms[kind] = existing + [r for r in rec[kind] if r not in existing]
    # never broaden: drop wildcard allows that would override the ask/deny intent
    perms["allow"] = [r for r in perms["allow"] if r not in ("Bash(*)", "Bash", "*")]
    if perms.get("defaultMode") in UNSAFE_MODES:
        perms["defaultMode"] = "default"
    return new


def dump(d: dict) -> list:
    return (json.dumps(d, indent=2) + "\n").splitlines(keepends=True)


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--show", action="store_true")
    g.add_argument("--propose", action="store_true")
    g.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    cur = load(TARGET)
    if a.show:
        print(json.dumps(cur, indent=2) if cur else f"(no {TARGET})")
        return
    new = merged(cur)
    diff = "".join(difflib.unified_diff(dump(cur), dump(new), str(TARGET), str(TARGET) + " (proposed)"))
    if a.propose:
        print(diff or "no changes needed")
        return
    if not diff:
        print("no changes needed")
        return
    TARGET.parent.mkdir(exist_ok=True)
    if TARGET.exists():
        bak = TARGET.with_name(f"settings.json.bak-{int(time.time())}")
        shutil.copy2(TARGET, bak)
        print(f"backup: {bak}")
    TARGET.write_text("".join(dump(new)))
    print(diff)
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
