#!/usr/bin/env python3
"""Remove regenerable build artifacts inside a project tree. Dry-run by default."""
import argparse
import os
import shutil
import subprocess
import sys
import time

ARTIFACT_DIRS = {"node_modules", "dist", "build", "target", ".next", ".nuxt", ".turbo",
                 "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", "coverage",
                 ".gradle", ".parcel-cache", ".svelte-kit", "htmlcov", ".tox"}
PROJECT_MARKERS = ("package.json", "Cargo.toml", "pyproject.toml", "setup.py", "build.gradle",
                   "pom.xml", "go.mod", ".git")


def size_of(path):
    total = 0
    for root, _, files in os.walk(path, onerror=lambda e: None):
        for f in files:
            try:
                total += os.lstat(os.path.join(root, f)).st_size
            except OSError:
                pass
    return total


def is_project(d):
    return any(os.path.exists(os.path.join(d, m)) for m in PROJECT_MARKERS)


def tracked(path):
    r = subprocess.run(["git", "-C", os.path.dirname(path), "ls-files", "--error-unmatch", path],
                       capture_output=True)
    return r.returncode == 0


def find(root, min_age):
    now = time.time()
    for dirpath, dirnames, _ in os.walk(root):
        if ".git" in dirnames:
            dirnames.remove(".git")
        for d in list(dirnames):
            if d in ARTIFACT_DIRS and is_project(dirpath):
                p = os.path.join(dirpath, d)
                dirnames.remove(d)  # don't descend
                if os.path.islink(p) or tracked(p):
                    continue
                if min_age and now - os.path.getmtime(p) < min_age * 86400:
                    continue
                yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--yes", action="store_true", help="actually delete")
    ap.add_argument("--min-age-days", type=int, default=0)
    a = ap.parse_args()
    root = os.path.realpath(a.root)
    if root in ("/", os.path.realpath(os.path.expanduser("~"))) or len(root.split(os.sep)) < 3:
        sys.exit(f"refusing to clean {root}: pick a project or workspace folder")
    total = 0
    targets = []
    for p in find(root, a.min_age_days):
        real = os.path.realpath(p)
        if not real.startswith(root + os.sep):
            continue
        s = size_of(real)
        total += s
        targets.append(real)
        print(f"{s / 1e6:10.1f} MB  {real}")
    print(f"total: {total / 1e9:.2f} GB in {len(targets)} folders")
    if not a.yes:
        print("dry run — re-run with --yes to delete")
        return
    for p in targets:
        shutil.rmtree(p, ignore_errors=True)
    print("deleted")


if __name__ == "__main__":
    main()
