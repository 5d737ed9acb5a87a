#!/usr/bin/env python3
"""Prune developer caches with path guards. Dry run unless --apply."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
from pathlib import Path

DATA = json.loads((Path(__file__).resolve().parent.parent / "data" / "targets.json").read_text())
HOME = Path.home().resolve()
ROOTS = [Path(os.path.expanduser(r)).resolve() for r in DATA["allowed_roots"]]


def safe(p: Path) -> bool:
    try:
        rp = p.resolve(strict=True)
    except FileNotFoundError:
        return False
    if rp in (Path("/"), HOME) or len(rp.parts) < 4:
        return False
    return any(rp == r or r in rp.parents for r in ROOTS)


def du(p: Path) -> int:
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    total = 0
    for raw in DATA["paths"]:
        if not raw.strip():
            continue
        p = Path(os.path.expanduser(raw))
        if not p.exists():
            continue
        if not safe(p):
            print(f"REFUSED  {p} (outside allowed cache roots)")
            continue
        s = du(p); total += s
        print(f"{s/2**20:10.1f} MB  {p}")
        if a.apply:
            shutil.rmtree(p)
    for cmd in DATA["tool_cleaners"]:
        print(("running " if a.apply else "would run ") + " ".join(cmd))
        if a.apply and shutil.which(cmd[0]):
            subprocess.run(cmd, check=False)
    print(f"\n{'freed' if a.apply else 'would free'} ~{total/2**30:.2f} GB (+ tool caches)")


if __name__ == "__main__":
    main()
