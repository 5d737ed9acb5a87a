#!/usr/bin/env python3
"""Delete regenerable Unity folders in ONE project, with dry run and confirmation."""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ALLOWLIST = ("Library", "Temp", "obj", "Logs", "MemoryCaptures", "UserSettings/Layouts")


def size(p: Path) -> int:
    if p.is_symlink() or not p.exists():
        return 0
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("project", type=Path)
    ap.add_argument("--delete", action="store_true")
    a = ap.parse_args()

    root = a.project.expanduser().resolve()
    if not (root / "Assets").is_dir() or not (root / "ProjectSettings").is_dir():
        print(f"{root} is not a Unity project (needs Assets/ and ProjectSettings/)", file=sys.stderr)
        return 2
    if root == Path.home().resolve() or root == Path(root.anchor):
        print("refusing to operate on home or filesystem root", file=sys.stderr)
        return 2
    if (root / "Temp" / "UnityLockfile").exists():
        print("Unity seems to have this project open; close it first", file=sys.stderr)
        return 2

    targets = []
    for rel in ALLOWLIST:
        p = root / rel
        if p.exists() and not p.is_symlink() and p.resolve().parent.is_relative_to(root):
            targets.append((p, size(p)))

    total = sum(s for _, s in targets)
    for p, s in targets:
        print(f"{human(s):>10}  {p.relative_to(root)}")
    print(f"{human(total):>10}  total")

    if not a.delete:
        print("\ndry run only; re-run with --delete to remove these folders")
        return 0
    typed = input(f"Type the project name ({root.name}) to delete the folders above: ").strip()
    if typed != root.name:
        print("name did not match; nothing deleted")
        return 1
    for p, _ in targets:
        shutil.rmtree(p)
        print(f"deleted {p.relative_to(root)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
