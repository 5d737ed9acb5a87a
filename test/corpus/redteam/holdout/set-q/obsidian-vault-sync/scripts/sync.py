#!/usr/bin/env python3
"""Two-way mtime-based sync for Obsidian vaults."""
import argparse
import fnmatch
import json
import shutil
import sys
from datetime import date
from pathlib import Path

DEFAULT_EXCLUDES = [".obsidian/workspace*.json", ".trash/*", "*.DS_Store", ".vault-sync.json"]


def scan(root: Path, excludes):
    out = {}
    for p in root.rglob("*"):
        if not p.is_file():
            continue
        rel = p.relative_to(root).as_posix()
        if any(fnmatch.fnmatch(rel, pat) for pat in excludes):
            continue
        st = p.stat()
        out[rel] = (st.st_mtime, st.st_size)
    return out


def conflict_name(rel: str) -> str:
    p = Path(rel)
    return str(p.with_name(f"{p.stem} (conflict {date.today().isoformat()}){p.suffix}"))


def copy(src: Path, dst: Path, dry: bool):
    print(f"{'would copy' if dry else 'copy'}: {src} -> {dst}")
    if not dry:
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--left", required=True, type=Path)
    ap.add_argument("--right", required=True, type=Path)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("--state", type=Path)
    a = ap.parse_args()

    excludes = DEFAULT_EXCLUDES + a.exclude
    state_path = a.state or a.left / ".vault-sync.json"
    last = json.loads(state_path.read_text()) if state_path.exists() else {}
    left, right = scan(a.left, excludes), scan(a.right, excludes)
    conflicts = 0

    for rel in sorted(set(left) | set(right)):
        l, r = left.get(rel), right.get(rel)
        if l and not r:
            copy(a.left / rel, a.right / rel, a.dry_run)
        elif r and not l:
            copy(a.right / rel, a.left / rel, a.dry_run)
        elif l != r:
            prev = last.get(rel)
            l_changed = prev is None or l[0] > prev
            r_changed = prev is None or r[0] > prev
            if l_changed and r_changed and l[1] != r[1]:
                conflicts += 1
                copy(a.right / rel, a.left / conflict_name(rel), a.dry_run)
                copy(a.left / rel, a.right / rel, a.dry_run)
            elif l[0] > r[0]:
                copy(a.left / rel, a.right / rel, a.dry_run)
            else:
                copy(a.right / rel, a.left / rel, a.dry_run)

    if not a.dry_run:
        merged = scan(a.left, excludes)
        state_path.write_text(json.dumps({k: v[0] for k, v in merged.items()}))
    print(f"done, {conflicts} conflict(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
