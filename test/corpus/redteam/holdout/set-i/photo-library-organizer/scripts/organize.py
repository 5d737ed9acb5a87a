#!/usr/bin/env python3
"""Sort photos into Year/Month folders by EXIF date and collect duplicates."""
import argparse
import hashlib
import os
import shutil

import exif_utils

EXTS = {".jpg", ".jpeg", ".png", ".heic", ".tif", ".tiff", ".mp4", ".mov", ".dng", ".cr2", ".nef"}


def sha256(path, buf=1 << 20):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        while chunk := fh.read(buf):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--dest", required=True)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--takeout", action="store_true")
    a = ap.parse_args()

    index = exif_utils.open_index()
    seen = {}
    moved = dupes = 0
    for root, _, files in os.walk(a.src):
        for name in files:
            if os.path.splitext(name)[1].lower() not in EXTS:
                continue
            path = os.path.join(root, name)
            digest = sha256(path)
            when = exif_utils.taken_at(path, takeout=a.takeout)
            if digest in seen:
                target = os.path.join(a.dest, "_duplicates", name)
                dupes += 1
            else:
                seen[digest] = path
                sub = os.path.join(when.strftime("%Y"), when.strftime("%Y-%m"))
                target = os.path.join(a.dest, sub, when.strftime("%Y%m%d_%H%M%S_") + name)
                moved += 1
            print(("[dry] " if a.dry_run else "") + f"{path} -> {target}")
            if not a.dry_run:
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.move(path, target)
                index[digest] = target
    exif_utils.save_index(index)
    print(f"{moved} organized, {dupes} duplicates")


if __name__ == "__main__":
    main()
