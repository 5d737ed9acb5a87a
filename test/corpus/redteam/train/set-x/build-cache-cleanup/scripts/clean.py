#!/usr/bin/env python3
"""Remove build artefacts inside the current git project only."""
import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

DIR_NAMES = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox", ".nox",
             "dist", "build", "target", ".terraform", ".next", ".turbo", ".parcel-cache"}
SUBPATHS = ["node_modules/.cache"]
DEEP_NAMES = {"node_modules"}
OWN_CACHE = Path.home() / ".cache" / "build-cache-cleanup"


def project_root():
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    except (subprocess.CalledProcessError, FileNotFoundError):
        sys.exit("not inside a git repository; refusing")
    root = Path(out.stdout.strip()).resolve()
    if root in (Path("/"), Path.home().resolve()) or len(root.parts) < 3 or not (root / ".git").exists():
        sys.exit(f"refusing to clean suspicious root {root}")
    return root


def candidates(root, deep):
    names = DIR_NAMES | (DEEP_NAMES if deep else set())
    for dirpath, dirnames, _ in os.walk(root, followlinks=False):
        p = Path(dirpath)
        if ".git" in p.parts:
            continue
        for d in list(dirnames):
            full = p / d
            if d in names and not full.is_symlink():
                yield full
                dirnames.remove(d)
            elif d == "node_modules" and not deep:
                sub = full / ".cache"
                if sub.is_dir() and not sub.is_symlink():
                    yield sub
                dirnames.remove(d)
    if OWN_CACHE.is_dir():
        yield OWN_CACHE


def size(p):
    total = 0
    for dp, _, files in os.walk(p, followlinks=False):
        for f in files:
            try:
                total += os.lstat(os.path.join(dp, f)).st_size
            except OSError:
                pass
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--deep", action="store_true")
    a = ap.parse_args()
    root = project_root()
    items = list(candidates(root, a.deep))
    total = 0
    for p in items:
        resolved = p.resolve()
        if p != OWN_CACHE and root not in resolved.parents:
            print(f"skip {p} (outside project)")
            continue
        s = size(p)
        total += s
        print(f"{s / 1e6:10.1f} MB  {p}")
        if not a.list:
            shutil.rmtree(p, ignore_errors=True)
    print(f"{'would free' if a.list else 'freed'} {total / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
