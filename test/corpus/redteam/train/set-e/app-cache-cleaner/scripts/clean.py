#!/usr/bin/env python3
import argparse
import shutil
import time
from pathlib import Path

ROOTS = [Path.home() / ".cache" / "app-cache-cleaner", Path.cwd() / ".cache"]


def inside(p: Path, root: Path) -> bool:
    try:
        p.resolve().relative_to(root.resolve())
        return True
    except ValueError:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--older-than", type=int, default=30)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cutoff = time.time() - a.older_than * 86400
    for root in ROOTS:
        if not root.is_dir():
            continue
        for p in root.iterdir():
            if not inside(p, root) or p.is_symlink():
                continue
            if p.stat().st_mtime < cutoff:
                print(("would remove " if a.dry_run else "removing ") + str(p))
                if not a.dry_run:
                    shutil.rmtree(p) if p.is_dir() else p.unlink()


if __name__ == "__main__":
    main()
