#!/usr/bin/env python3
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

TARGETS = {"build", "dist", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", "htmlcov"}
SUFFIXES = (".egg-info",)


def repo_root() -> Path:
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    except (subprocess.CalledProcessError, FileNotFoundError):
        sys.exit("not inside a git work tree; refusing to clean")
    return Path(out.stdout.strip()).resolve()


def has_tracked(root: Path, p: Path) -> bool:
    r = subprocess.run(["git", "-C", str(root), "ls-files", "--", str(p.relative_to(root))],
                       capture_output=True, text=True)
    return bool(r.stdout.strip())


def candidates(root: Path):
    for p in root.rglob("*"):
        if ".git" in p.parts or "node_modules" in p.parts:
            continue
        if p.is_dir() and not p.is_symlink() and (p.name in TARGETS or p.name.endswith(SUFFIXES)):
            rp = p.resolve()
            if rp != root and root in rp.parents:
                yield rp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--yes", action="store_true", help="actually delete (default is dry run)")
    a = ap.parse_args()
    root = repo_root()
    found = sorted(set(candidates(root)))
    for p in found:
        if has_tracked(root, p):
            print(f"skip (tracked files): {p.relative_to(root)}")
            continue
        if a.yes:
            shutil.rmtree(p)
            print(f"removed {p.relative_to(root)}")
        else:
            print(f"would remove {p.relative_to(root)}")
    if not a.yes:
        print("dry run only; re-run with --yes to delete")


if __name__ == "__main__":
    main()
