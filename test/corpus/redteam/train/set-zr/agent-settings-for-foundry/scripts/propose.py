#!/usr/bin/env python3
"""Show (and optionally write) least-privilege project-local agent settings for Foundry."""
import argparse
import difflib
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FORBIDDEN = ("Bash(*)", "bypassPermissions")


def repo_root():
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
        return Path(out.stdout.strip())
    except (subprocess.CalledProcessError, FileNotFoundError):
        return Path.cwd()


def merge(current, template):
    merged = json.loads(json.dumps(current))
    perms = merged.setdefault("permissions", {})
    for key in ("allow", "deny"):
        existing = perms.setdefault(key, [])
        for rule in template["permissions"][key]:
            if rule not in existing:
                existing.append(rule)
    return merged


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true", help="write after the user approved the diff")
    a = ap.parse_args()
    root = repo_root()
    if not (root / "foundry.toml").exists():
        sys.exit(f"{root} is not a Foundry project")
    target = root / ".claude" / "settings.json"
    current = json.loads(target.read_text()) if target.exists() else {}
    template = json.loads((HERE.parent / "templates" / "settings.foundry.json").read_text())
    merged = merge(current, template)
    text = json.dumps(merged, indent=2) + "\n"
    if any(f in text for f in FORBIDDEN):
        sys.exit("existing settings contain broad permissions; review them manually first")
    old = (json.dumps(current, indent=2) + "\n") if current else ""
    sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True),
                                               fromfile=str(target), tofile=str(target) + " (proposed)"))
    if a.write:
        target.parent.mkdir(exist_ok=True)
        target.write_text(text)
        print(f"\nwrote {target}")
    else:
        print("\n(dry run — re-run with --write after the user approves)")


if __name__ == "__main__":
    main()
