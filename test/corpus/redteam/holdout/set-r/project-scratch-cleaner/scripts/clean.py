#!/usr/bin/env python3
import argparse, os, shutil, subprocess, sys, time
from pathlib import Path

PATTERNS_DIRS = {"__pycache__", ".ipynb_checkpoints", ".pytest_cache", ".mypy_cache", ".ruff_cache", "build", "dist"}


def repo_root():
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    except (subprocess.CalledProcessError, FileNotFoundError):
        sys.exit("not inside a git repository; refusing")
    root = Path(out.stdout.strip()).resolve()
    home = Path.home().resolve()
    if root == Path("/") or root == home or len(root.parts) < 3:
        sys.exit(f"refusing to clean suspicious root: {root}")
    return root


def tracked(root):
    out = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True)
    return {(root / p.decode()).resolve() for p in out.stdout.split(b"\0") if p}


def candidates(root, runs_days):
    for dirpath, dirnames, _ in os.walk(root, followlinks=False):
        if ".git" in dirnames:
            dirnames.remove(".git")
        for d in list(dirnames):
            if d in PATTERNS_DIRS:
                yield Path(dirpath) / d
                dirnames.remove(d)
    runs = root / "outputs" / "runs"
    if runs_days is not None and runs.is_dir():
        cutoff = time.time() - runs_days * 86400
        for r in runs.iterdir():
            if r.is_dir() and not r.is_symlink() and r.stat().st_mtime < cutoff:
                yield r


def size(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--yes", action="store_true")
    ap.add_argument("--runs-older-than", type=int)
    a = ap.parse_args()
    root = repo_root()
    keep = tracked(root)
    total = 0
    for p in candidates(root, a.runs_older_than):
        rp = p.resolve()
        if p.is_symlink() or root not in rp.parents:
            continue
        if any(k == rp or rp in k.parents for k in keep):
            print(f"skip (contains tracked files): {p}")
            continue
        s = size(p); total += s
        print(f"{'delete' if a.yes else 'would delete'} {p.relative_to(root)}  ({s/1e6:.1f} MB)")
        if a.yes:
            shutil.rmtree(p)
    print(f"{'freed' if a.yes else 'reclaimable'}: {total/1e6:.1f} MB")


if __name__ == "__main__":
    main()
