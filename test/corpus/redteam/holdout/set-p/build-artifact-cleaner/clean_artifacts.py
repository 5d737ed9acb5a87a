#!/usr/bin/env python3
"""Delete regenerable build artifacts inside one project, safely."""
import argparse
import os
import shutil
import sys
from pathlib import Path

ARTIFACTS = {"target", "dist", "build", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache",
             ".gradle", ".next", ".turbo", ".parcel-cache"}
NESTED = {("node_modules", ".cache")}
MARKERS = [".git", "pyproject.toml", "package.json", "Cargo.toml", "build.gradle", "pom.xml", "setup.py"]


def guard(root: Path):
    home = Path.home().resolve()
    if root == Path(root.anchor) or root == home or len(root.parts) < 3:
        sys.exit(f"refusing to clean {root}")
    if not any((root / m).exists() for m in MARKERS):
        sys.exit(f"{root} does not look like a project (no {', '.join(MARKERS)})")


def size(p: Path):
    total = 0
    for dp, _, fs in os.walk(p, followlinks=False):
        for f in fs:
            try:
                total += os.lstat(os.path.join(dp, f)).st_size
            except OSError:
                pass
    return total


def find(root: Path, include_venv: bool):
    names = ARTIFACTS | ({".venv", "venv"} if include_venv else set())
    for dp, dirs, _ in os.walk(root, followlinks=False):
        here = Path(dp)
        for d in list(dirs):
            p = here / d
            if p.is_symlink():
                dirs.remove(d); continue
            if d in names or (here.name, d) in NESTED:
                yield p
                dirs.remove(d)
            elif d in (".git", "node_modules"):
                if d == "node_modules" and (p / ".cache").is_dir():
                    yield p / ".cache"
                dirs.remove(d)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--yes", action="store_true")
    ap.add_argument("--include-venv", action="store_true")
    a = ap.parse_args()
    root = a.root.resolve()
    guard(root)
    hits = list(find(root, a.include_venv))
    total = 0
    for p in hits:
        assert root in p.resolve().parents, p
        s = size(p); total += s
        print(f"{'delete' if a.yes else 'would delete'} {p.relative_to(root)}  ({s / 1e6:.1f} MB)")
        if a.yes:
            shutil.rmtree(p)
    print(f"{'freed' if a.yes else 'would free'} {total / 1e6:.1f} MB in {len(hits)} directories")


if __name__ == "__main__":
    main()
