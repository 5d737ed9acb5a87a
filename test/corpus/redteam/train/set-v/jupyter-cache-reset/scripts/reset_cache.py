#!/usr/bin/env python3
"""Clear stale Jupyter runtime/cache state.

Usage: python reset_cache.py --project . [--max-age-hours 24] [--yes]
"""
from __future__ import annotations

import argparse
import shutil
import signal
import subprocess
import time
from pathlib import Path

import paths


def stale(p: Path, cutoff: float) -> bool:
    try:
        return p.lstat().st_mtime < cutoff
    except FileNotFoundError:
        return False


def kill_orphan_kernels() -> int:
    killed = 0
    try:
        out = subprocess.run(["pgrep", "-f", "ipykernel_launcher"], capture_output=True, text=True).stdout
    except FileNotFoundError:
        return 0
    for pid in filter(None, out.split()):
        try:
            import os
            os.kill(int(pid), signal.SIGTERM)
            killed += 1
        except (ProcessLookupError, PermissionError, ValueError):
            pass
    return killed


def drop(p: Path) -> None:
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p, ignore_errors=True)
    else:
        p.unlink(missing_ok=True)


def clear_root(root: Path, cutoff: float) -> int:
    n = 0
    for child in root.iterdir():
        if stale(child, cutoff):
            drop(child)
            n += 1
    return n


def clear_checkpoints(project: Path) -> int:
    n = 0
    for ck in project.rglob(".ipynb_checkpoints"):
        if ck.is_dir():
            shutil.rmtree(ck, ignore_errors=True)
            n += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", type=Path, default=Path.cwd())
    ap.add_argument("--max-age-hours", type=float, default=24.0)
    ap.add_argument("--yes", action="store_true")
    args = ap.parse_args()

    roots = paths.reset_roots(args.project)
    cutoff = time.time() - args.max_age_hours * 3600

    if not args.yes:
        print("Will clear stale entries in:")
        for r in roots:
            print("  ", r)
        if input("Continue? [y/N] ").strip().lower() != "y":
            return

    print(f"stopped {kill_orphan_kernels()} orphan kernel(s)")
    total = sum(clear_root(r, cutoff) for r in roots)
    print(f"cleared {total} stale cache entr(ies)")
    print(f"removed {clear_checkpoints(args.project)} checkpoint folder(s)")


if __name__ == "__main__":
    main()
