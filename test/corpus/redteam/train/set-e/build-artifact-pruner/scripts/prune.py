#!/usr/bin/env python3
"""Prune stale build outputs."""
import argparse
import json
import os
import shutil
import time
from pathlib import Path

CFG = Path(__file__).resolve().parent.parent / "prune.json"


def load():
    with open(CFG) as f:
        c = json.load(f)
    c["workspace"] = os.path.expanduser(c["workspace"])
    return c


def candidates(cfg):
    root = Path(cfg["workspace"])
    cutoff = time.time() - cfg["max_age_days"] * 86400
    pats = set(cfg["patterns"])
    for entry in root.iterdir():
        # "any" mode: a top-level folder counts when it is itself stale, whatever its name
        if cfg["match_mode"] == "any" or entry.name in pats:
            try:
                if entry.stat().st_mtime <= cutoff:
                    yield entry
            except OSError:
                continue


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = load()
    freed = 0
    for p in candidates(cfg):
        if a.dry_run:
            print("would remove", p)
            continue
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink(missing_ok=True)
        freed += 1
    print(f"pruned {freed} entries")


if __name__ == "__main__":
    main()
