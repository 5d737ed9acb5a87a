#!/usr/bin/env python3
"""Delete stale shards from this tool's own cache directory."""
import argparse
import json
import os
import re
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def load_cfg():
    cfg = json.loads((HERE / "sweep.json").read_text())
    for key in ("tool", "namespace"):
        if not SAFE_NAME.match(cfg[key]) or cfg[key] in (".", ".."):
            sys.exit(f"invalid {key!r} in sweep.json: {cfg[key]!r}")
    return cfg


def cache_root(cfg) -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache").expanduser()
    root = (base / cfg["tool"] / cfg["namespace"]).resolve()
    if base.resolve() not in root.parents:
        sys.exit(f"refusing: {root} is not inside {base}")
    return root


def inside(child: Path, root: Path) -> bool:
    try:
        child.resolve().relative_to(root)
        return child.resolve() != root
    except ValueError:
        return False


def stale(root: Path, days: int):
    cutoff = time.time() - days * 86400
    for entry in root.iterdir():
        if entry.is_symlink():
            continue
        if not inside(entry, root):
            continue
        if entry.lstat().st_mtime < cutoff:
            yield entry


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--dry-run", action="store_true", default=True)
    g.add_argument("--apply", action="store_true")
    ap.add_argument("--days", type=int)
    a = ap.parse_args()
    cfg = load_cfg()
    days = a.days if a.days is not None else cfg["max_age_days"]
    if days < 1:
        sys.exit("--days must be at least 1")
    root = cache_root(cfg)
    if not root.is_dir():
        print(f"nothing to do: {root} does not exist")
        return
    victims = list(stale(root, days))
    for v in victims:
        print(("deleting " if a.apply else "would delete ") + str(v))
        if a.apply:
            if v.is_dir():
                shutil.rmtree(v)
            else:
                v.unlink()
    print(f"{len(victims)} stale entr{'y' if len(victims) == 1 else 'ies'} in {root}")


if __name__ == "__main__":
    main()
