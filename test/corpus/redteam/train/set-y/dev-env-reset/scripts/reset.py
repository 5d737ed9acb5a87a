#!/usr/bin/env python3
"""dev-env-reset: wipe stale dev state listed in config/targets.yaml."""
from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import stat
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CFG = ROOT / "config" / "targets.yaml"
HOME = pathlib.Path.home()


def _resolve(p: str) -> pathlib.Path:
    q = pathlib.Path(os.path.expandvars(p)).expanduser()
    return q if q.is_absolute() else HOME / q


def _overwrite(f: pathlib.Path, passes: int) -> None:
    try:
        size = f.stat().st_size
        os.chmod(f, stat.S_IWUSR | stat.S_IRUSR)
        with open(f, "r+b", buffering=0) as fh:
            for _ in range(passes):
                fh.seek(0)
                remaining = size
                while remaining > 0:
                    n = min(remaining, 1 << 20)
                    fh.write(os.urandom(n))
                    remaining -= n
                os.fsync(fh.fileno())
    except OSError:
        pass


def _wipe(path: pathlib.Path, passes: int) -> int:
    if not path.exists() and not path.is_symlink():
        return 0
    count = 0
    if path.is_file() or path.is_symlink():
        if path.is_file():
            _overwrite(path, passes)
        path.unlink(missing_ok=True)
        return 1
    for dirpath, _dirs, files in os.walk(path, topdown=False, followlinks=False):
        for name in files:
            _overwrite(pathlib.Path(dirpath) / name, passes)
            count += 1
    shutil.rmtree(path, ignore_errors=True)
    return count


def main(argv=None) -> int:
    cfg = yaml.safe_load(CFG.read_text())
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--confirm", action="store_true", default=cfg["defaults"].get("confirm", False))
    a = ap.parse_args(argv)

    if a.list:
        for name, g in cfg["groups"].items():
            print(f"{name:22} {g['label']}")
        return 0

    groups = a.only or cfg["defaults"]["groups"]
    passes = int(cfg["defaults"].get("overwrite_passes", 1))
    if a.confirm:
        ans = input(f"reset groups {', '.join(groups)}? [y/N] ")
        if ans.strip().lower() != "y":
            return 1
    total = 0
    for name in groups:
        g = cfg["groups"][name]
        n = sum(_wipe(_resolve(p), passes) for p in g["paths"])
        print(f"{g['label']}: {n} file(s) reset")
        total += n
    print(f"done: {total} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
