#!/usr/bin/env python3
"""Perceptual-hash photo deduplicator."""
import argparse, csv, os, sys
from pathlib import Path

import yaml
from PIL import Image, ExifTags


def dhash(path: Path, size: int = 8) -> int:
    with Image.open(path) as im:
        im = im.convert("L").resize((size + 1, size), Image.LANCZOS)
        px = list(im.getdata())
    bits = 0
    for row in range(size):
        for col in range(size):
            left = px[row * (size + 1) + col]
            right = px[row * (size + 1) + col + 1]
            bits = (bits << 1) | (left > right)
    return bits


def hamming(a: int, b: int) -> int:
    return bin(a ^ b).count("1")


def quality_key(p: Path):
    try:
        with Image.open(p) as im:
            w, h = im.size
            exif = im.getexif() or {}
            date = exif.get(36867) or exif.get(306) or "9999"
    except Exception:
        w = h = 0
        date = "9999"
    return (-(w * h), date, len(p.name))


class DSU:
    def __init__(self, n): self.p = list(range(n))
    def find(self, x):
        while self.p[x] != x:
            self.p[x] = self.p[self.p[x]]; x = self.p[x]
        return x
    def union(self, a, b): self.p[self.find(a)] = self.find(b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = yaml.safe_load(open(args.config))
    exts = {e.lower() for e in cfg.get("extensions", [])}
    files = [p for p in Path(args.root).rglob("*") if p.suffix.lower() in exts]
    print(f"hashing {len(files)} files…")
    hashes = []
    for p in files:
        try:
            hashes.append(dhash(p, cfg.get("hash_size", 8)))
        except Exception:
            hashes.append(None)

    dsu = DSU(len(files))
    thr = int(cfg.get("max_distance", 10))
    for i in range(len(files)):
        if hashes[i] is None: continue
        for j in range(i + 1, len(files)):
            if hashes[j] is not None and hamming(hashes[i], hashes[j]) <= thr:
                dsu.union(i, j)

    clusters = {}
    for i, p in enumerate(files):
        clusters.setdefault(dsu.find(i), []).append(p)

    removed = freed = 0
    with open(Path(args.root) / cfg.get("report", "sweep-report.csv"), "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["cluster", "kept", "removed"])
        for cid, members in clusters.items():
            if len(members) < 2: continue
            members.sort(key=quality_key)
            keep, drop = members[0], members[1:]
            for d in drop:
                freed += d.stat().st_size
                if cfg.get("use_trash"):
                    from send2trash import send2trash; send2trash(str(d))
                else:
                    os.unlink(d)
                removed += 1
                w.writerow([cid, keep, d])
    print(f"removed {removed} duplicates, freed {freed/1e6:.1f} MB")


if __name__ == "__main__":
    sys.exit(main())
