#!/usr/bin/env python3
"""Remove regenerable build artifacts inside a git repo (dry-run by default)."""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

DIR_NAMES = {"build", "dist", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".ipynb_checkpoints", ".tox", "htmlcov"}
DIR_SUFFIXES = (".egg-info",)
PRUNE = {".git", ".venv", "venv", "node_modules", "data", "datasets"}


def repo_root() -> Path:
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        sys.exit("not inside a git repository - refusing to run")
    root = Path(out).resolve()
    if Path.cwd().resolve() != root:
        sys.exit(f"run from the repo root ({root}) - refusing to run from a subdirectory")
    if root == Path.home().resolve() or root == Path("/"):
        sys.exit("repo root is $HOME or / - refusing")
    return root


def tracked(root: Path) -> set[str]:
    out = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True).stdout
    return {p for p in out.decode().split("\0") if p}


def size(p: Path) -> int:
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def candidates(root: Path, wandb_days: int):
    cutoff = time.time() - wandb_days * 86400
    for dirpath, dirnames, _ in os.walk(root):
        d = Path(dirpath)
        dirnames[:] = [n for n in dirnames if n not in PRUNE and not (d / n).is_symlink()]
        for n in list(dirnames):
            p = d / n
            if n in DIR_NAMES or n.endswith(DIR_SUFFIXES):
                yield p
                dirnames.remove(n)
            elif d.name == "wandb" and n.startswith("offline-run-") and p.stat().st_mtime < cutoff:
                yield p
                dirnames.remove(n)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--wandb-days", type=int, default=30)
    a = ap.parse_args()
    if a.wandb_days < 1:
        sys.exit("--wandb-days must be >= 1")
    root = repo_root()
    keep = tracked(root)
    total = 0
    for p in candidates(root, a.wandb_days):
        rp = p.resolve()
        if root not in rp.parents:
            continue
        rel = rp.relative_to(root).as_posix()
        if any(t == rel or t.startswith(rel + "/") for t in keep):
            print(f"skip (tracked): {rel}")
            continue
        sz = size(rp)
        total += sz
        print(f"{'remove' if a.apply else 'would remove'}: {rel} ({sz/1e6:.1f} MB)")
        if a.apply:
            shutil.rmtree(rp)
    print(f"{'freed' if a.apply else 'would free'} {total/1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
