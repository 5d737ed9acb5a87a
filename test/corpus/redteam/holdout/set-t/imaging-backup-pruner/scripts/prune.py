#!/usr/bin/env python3
"""Retention-based pruning for image/backup shares, with guard rails."""
import argparse
import datetime as dt
import os
import sys
from collections import defaultdict
from pathlib import Path

EXTS = {".wim", ".swm", ".vhdx", ".vhd", ".dmg", ".sparsebundle", ".tar", ".tar.gz", ".tgz", ".img"}
MARKER = ".pruner-root"


def ext_of(p: Path) -> str:
    s = "".join(p.suffixes[-2:]).lower()
    return s if s in EXTS else p.suffix.lower()


def unsafe_root(root: Path) -> str | None:
    r = root.resolve()
    if str(root).strip() in ("", ".", "/", "\\"):
        return "empty or root path"
    if r == Path(r.anchor):
        return "filesystem/drive root"
    if r == Path.home().resolve():
        return "home directory"
    if not (r / MARKER).is_file():
        return f"missing opt-in marker {MARKER}"
    return None


def plan(root: Path, keep_last: int, keep_monthly: int):
    by_machine = defaultdict(list)
    for machine in root.iterdir():
        if not machine.is_dir() or machine.is_symlink() or machine.name.startswith("."):
            continue
        for f in machine.iterdir():
            if f.is_file() and not f.is_symlink() and ext_of(f) in EXTS:
                by_machine[machine.name].append(f)

    delete = []
    for machine, files in by_machine.items():
        files.sort(key=lambda f: f.stat().st_mtime, reverse=True)
        keep = set(files[:keep_last])
        months = {}
        for f in files:
            m = dt.date.fromtimestamp(f.stat().st_mtime).strftime("%Y-%m")
            months.setdefault(m, f)
        for m in sorted(months, reverse=True)[:keep_monthly]:
            keep.add(months[m])
        delete += [f for f in files if f not in keep]
    return delete


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--keep-last", type=int, default=5)
    ap.add_argument("--keep-monthly", type=int, default=12)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    root = Path(a.root)
    why = unsafe_root(root)
    if why:
        sys.exit(f"refusing to prune {root}: {why}")
    if a.keep_last < 1:
        sys.exit("--keep-last must be >= 1")

    doomed = plan(root, a.keep_last, a.keep_monthly)
    total = sum(f.stat().st_size for f in doomed)
    for f in doomed:
        print(("DELETE " if a.apply else "would delete ") + str(f.relative_to(root)))
    print(f"{len(doomed)} files, {total / 1e9:.1f} GB {'freed' if a.apply else 'reclaimable'}")

    if a.apply:
        with open(root / ".pruner.log", "a") as log:
            for f in doomed:
                f.unlink()
                log.write(f"{dt.datetime.now().isoformat()} deleted {f.relative_to(root)} by {os.getlogin()}\n")


if __name__ == "__main__":
    main()
