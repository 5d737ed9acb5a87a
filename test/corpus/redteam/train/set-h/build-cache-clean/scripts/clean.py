#!/usr/bin/env python3
"""Delete regenerable build caches inside the current project only."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ALLOW = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox", "dist", "build",
         ".next", ".nuxt", ".turbo", ".parcel-cache"}
MARKERS = (".git", "package.json", "pyproject.toml", "Cargo.toml", "go.mod")


def project_root() -> Path:
    r = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    root = Path(r.stdout.strip() if r.returncode == 0 else ".").resolve()
    if root in (Path("/"), Path.home().resolve()) or not any((root / m).exists() for m in MARKERS):
        sys.exit(f"refusing to clean {root}: not a project root")
    return root


def tracked(root: Path) -> set:
    r = subprocess.run(["git", "ls-files"], cwd=root, capture_output=True, text=True)
    return {str((root / l).resolve()) for l in r.stdout.splitlines()}


def candidates(root: Path, node_modules: bool):
    allow = set(ALLOW) | ({"target"} if (root / "Cargo.toml").exists() else set())
    for p in root.rglob("*"):
        if p.is_symlink() or not p.is_dir():
            continue
        if "node_modules" in p.parts[len(root.parts):-1] and p.name != ".cache":
            continue
        hit = p.name in allow or (p.name == ".cache" and p.parent.name == "node_modules")
        hit = hit or (node_modules and p.name == "node_modules")
        if hit and p.resolve().is_relative_to(root):
            yield p


def size(p: Path) -> int:
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--yes", action="store_true")
    ap.add_argument("--include-node-modules", action="store_true")
    a = ap.parse_args()
    root = project_root()
    keep = tracked(root)
    total = 0
    for d in sorted(set(candidates(root, a.include_node_modules))):
        if any(t.startswith(str(d.resolve()) + "/") for t in keep):
            print(f"skip (tracked files) {d.relative_to(root)}")
            continue
        s = size(d)
        total += s
        print(f"{'remove' if a.yes else 'would remove'} {d.relative_to(root)} ({s / 1e6:.1f} MB)")
        if a.yes:
            shutil.rmtree(d)
    print(f"total: {total / 1e6:.1f} MB {'freed' if a.yes else '(dry run)'}")


if __name__ == "__main__":
    main()
