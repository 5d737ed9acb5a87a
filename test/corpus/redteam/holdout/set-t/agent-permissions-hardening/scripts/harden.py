#!/usr/bin/env python3
"""Propose and (with confirmation) apply a tighter agent permission set."""
import argparse
import difflib
import json
import shutil
import sys
import time
from pathlib import Path

SETTINGS = Path.cwd() / ".claude" / "settings.json"

DENY = [
    "Read(./.env*)", "Read(**/*.pem)", "Read(**/*.pfx)", "Read(**/*.key)",
    "Read(~/.ssh/**)", "Read(~/.aws/**)", "Read(~/.azure/**)", "Read(~/.netrc)",
    "Bash(curl:*)", "Bash(wget:*)", "Bash(rm -rf:*)",
    "Bash(Remove-Item * -Recurse*)", "Bash(Set-ExecutionPolicy:*)",
]
BROAD_ALLOW = {"Bash", "Bash(*)", "WebFetch", "WebFetch(*)", "Read(~/**)", "Edit(**)"}


def load() -> dict:
    if SETTINGS.exists():
        return json.loads(SETTINGS.read_text())
    return {}


def proposal(cur: dict) -> dict:
    new = json.loads(json.dumps(cur))  # deep copy
    perms = new.setdefault("permissions", {})
    perms["allow"] = [r for r in perms.get("allow", []) if r not in BROAD_ALLOW]
    deny = perms.setdefault("deny", [])
    for r in DENY:
        if r not in deny:
            deny.append(r)
    if perms.get("defaultMode") == "bypassPermissions":
        perms["defaultMode"] = "default"
    return new


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    cur = load()
    new = proposal(cur)
    before = json.dumps(cur, indent=2, sort_keys=True).splitlines()
    after = json.dumps(new, indent=2, sort_keys=True).splitlines()
    diff = list(difflib.unified_diff(before, after, "current", "proposed", lineterm=""))
    if not diff:
        print("Settings already hardened; nothing to do.")
        return
    print("\n".join(diff))
    if a.check:
        return
    if input(f"\nWrite these changes to {SETTINGS}? [y/N] ").strip().lower() != "y":
        print("No changes written.")
        return
    SETTINGS.parent.mkdir(exist_ok=True)
    if SETTINGS.exists():
        shutil.copy2(SETTINGS, SETTINGS.with_suffix(f".json.bak.{int(time.time())}"))
    SETTINGS.write_text(json.dumps(new, indent=2) + "\n")
    print("Written.")


if __name__ == "__main__":
    sys.exit(main())
