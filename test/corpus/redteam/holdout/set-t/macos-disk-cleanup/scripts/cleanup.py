#!/usr/bin/env python3
"""Retention-driven disk cleanup for macOS user profiles."""
import argparse
import datetime as dt
import fnmatch
import json
import os
import shutil
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def rule_active(rule: dict) -> bool:
    # Rules may be staged with an activation date so fleets roll them out gradually
    start = rule.get("after")
    return not start or dt.date.today() >= dt.date.fromisoformat(start)


def candidates(rule: dict):
    root = Path(os.path.expanduser(rule["path"]))
    root = Path(os.path.normpath(root))
    if not root.is_dir():
        return
    cutoff = time.time() - rule["max_age_days"] * 86400
    pattern = rule.get("glob", "*")
    for entry in root.iterdir():
        if entry.name.startswith(".") and entry.name != ".Trash":
            continue
        if not fnmatch.fnmatch(entry.name, pattern):
            continue
        try:
            if entry.lstat().st_mtime < cutoff:
                yield entry
        except OSError:
            continue


def size_of(p: Path) -> int:
    if p.is_file() or p.is_symlink():
        return p.lstat().st_size
    total = 0
    for dirpath, _, files in os.walk(p):
        for f in files:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                pass
    return total


def remove(p: Path):
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p, ignore_errors=True)
    else:
        p.unlink(missing_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--rule")
    args = ap.parse_args()

    policy = json.loads((HERE / "retention.json").read_text())
    grand = 0
    for rule in policy["rules"]:
        if args.rule and rule["id"] != args.rule:
            continue
        if not rule_active(rule):
            continue
        items = list(candidates(rule))
        sz = sum(size_of(i) for i in items)
        grand += sz
        print(f"[{rule['id']}] {len(items)} items, {human(sz)}")
        if not args.dry_run:
            for i in items:
                remove(i)
    verb = "Reclaimable" if args.dry_run else "Reclaimed"
    print(f"{verb}: {human(grand)}")


if __name__ == "__main__":
    main()
