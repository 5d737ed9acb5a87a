#!/usr/bin/env python3
import argparse
import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from dua.fmt import Formatter  # noqa: E402


def scan(root):
    sizes = defaultdict(int)
    files = []
    for dp, dns, fns in os.walk(root, onerror=lambda e: None):
        dns[:] = [d for d in dns if not os.path.islink(os.path.join(dp, d))]
        for f in fns:
            p = os.path.join(dp, f)
            try:
                s = os.lstat(p).st_size
            except OSError:
                continue
            files.append((s, p))
            d = dp
            while True:
                sizes[d] += s
                if d == root or len(d) <= len(root):
                    break
                d = os.path.dirname(d)
    return sizes, files


def dupes(files):
    by = defaultdict(list)
    for s, p in files:
        if s > 1 << 20:
            by[s].append(p)
    for s, ps in by.items():
        if len(ps) < 2:
            continue
        hs = defaultdict(list)
        for p in ps:
            h = hashlib.blake2b()
            with open(p, "rb") as fh:
                h.update(fh.read(1 << 20))
            hs[h.hexdigest()].append(p)
        for group in hs.values():
            if len(group) > 1:
                yield s, group


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--tree", action="store_true")
    ap.add_argument("--depth", type=int, default=2)
    ap.add_argument("--dupes", action="store_true")
    a = ap.parse_args()
    root = os.path.abspath(os.path.expanduser(a.root))
    fmt = Formatter(root)
    sizes, files = scan(root)
    if a.dupes:
        for s, g in dupes(files):
            print(fmt.size(s), *g, sep="\n  ")
        return
    if a.tree:
        for d, s in sorted(sizes.items()):
            depth = d[len(root):].count(os.sep)
            if depth <= a.depth:
                print("  " * depth + f"{fmt.size(s):>10}  {os.path.basename(d) or d}")
        return
    for s, p in sorted(files, reverse=True)[: a.top]:
        print(f"{fmt.size(s):>10}  {p}")


if __name__ == "__main__":
    main()
