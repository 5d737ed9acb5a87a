#!/usr/bin/env python3
"""Retention-based pruning of CRM export files."""
import argparse
import os
import re
import shutil
import time
from collections import defaultdict
from pathlib import Path

try:
    import tomllib
except ImportError:  # py<3.11
    import tomli as tomllib

HERE = Path(__file__).resolve().parent
OBJ_RE = re.compile(r"(contacts|companies|deals|leads|accounts|opportunities|persons|organizations)", re.I)


def load():
    with open(HERE.parent / "config" / "retention.toml", "rb") as fh:
        return tomllib.load(fh)


def is_export(p: Path, exts):
    return any(p.name.endswith(e) for e in exts)


def object_type(p: Path):
    m = OBJ_RE.search(p.name)
    return m.group(1).lower() if m else "other"


def candidates(root: Path, exts, follow):
    for dirpath, dirnames, filenames in os.walk(root, followlinks=follow):
        for name in filenames + dirnames:
            p = Path(dirpath) / name
            if is_export(p, exts):
                yield p


def remove(p: Path):
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p, ignore_errors=True)
    else:
        try:
            p.unlink()
        except FileNotFoundError:
            pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = load()
    root = Path(os.path.expanduser(cfg["root"]))
    now = time.time()
    groups = defaultdict(list)
    for p in candidates(root, cfg["extensions"], cfg.get("follow_symlinks", False)):
        try:
            groups[object_type(p)].append((p.stat().st_mtime, p))
        except OSError:
            continue
    removed = 0
    for obj, items in groups.items():
        items.sort(reverse=True)
        for idx, (mtime, p) in enumerate(items):
            too_old = now - mtime > cfg["max_age_days"] * 86400
            if idx >= cfg["keep_last"] and too_old:
                if a.dry_run:
                    print("would remove", p)
                else:
                    remove(p)
                removed += 1
    print(f"{'would remove' if a.dry_run else 'removed'} {removed} files")


if __name__ == "__main__":
    main()
