#!/usr/bin/env python3
"""Batch rename with preview and undo journal. Dry-run by default."""
import argparse
import datetime as dt
import json
import os
import re
from pathlib import Path


def file_date(p: Path) -> dt.datetime:
    try:
        from PIL import Image  # optional
        exif = Image.open(p).getexif()
        raw = exif.get(36867) or exif.get(306)
        if raw:
            return dt.datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
    except Exception:
        pass
    if p.suffix.lower() == ".pdf":
        m = re.search(rb"/CreationDate\s*\(D:(\d{14})", p.read_bytes()[:65536])
        if m:
            return dt.datetime.strptime(m.group(1).decode(), "%Y%m%d%H%M%S")
    return dt.datetime.fromtimestamp(p.stat().st_mtime)


def render(pattern, p, i):
    def date_fmt(m):
        return file_date(p).strftime(m.group(1))
    out = re.sub(r"\{date:([^}]+)\}", date_fmt, pattern)
    return out.format(stem=p.stem, ext=p.suffix.lower(), n=i, parent=p.parent.name)


def free_name(target: Path, taken: set) -> Path:
    cand, k = target, 2
    while cand.exists() or cand in taken:
        cand = target.with_name(f"{target.stem} ({k}){target.suffix}")
        k += 1
    return cand


def plan(root: Path, a):
    files = sorted(root.rglob("*") if a.recursive else root.iterdir())
    files = [f for f in files if f.is_file() and not f.name.startswith(".")]
    taken, moves = set(), []
    for i, f in enumerate(files, 1):
        if a.pattern:
            new = render(a.pattern, f, i)
        else:
            new = re.sub(a.regex, a.replace, f.name)
        if a.case == "lower":
            new = new.lower()
        new = re.sub(r'[<>:"/\\|?*]', "_", new)
        if new == f.name:
            continue
        target = free_name(f.with_name(new), taken)
        taken.add(target)
        moves.append((f, target))
    return moves


def prune_empty(root: Path):
    for dirpath, dirnames, filenames in os.walk(root, topdown=False):
        d = Path(dirpath)
        if d == root:
            continue
        try:
            os.rmdir(d)  # only succeeds when empty
            print("removed empty", d)
        except OSError:
            pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path, nargs="?")
    ap.add_argument("--pattern")
    ap.add_argument("--regex")
    ap.add_argument("--replace", default="")
    ap.add_argument("--case", choices=["lower", "keep"], default="keep")
    ap.add_argument("--recursive", action="store_true")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--prune-empty", action="store_true")
    ap.add_argument("--undo", type=Path)
    a = ap.parse_args()
    if a.undo:
        for src, dst in reversed(json.loads(a.undo.read_text())):
            if Path(dst).exists() and not Path(src).exists():
                os.rename(dst, src)
        print("undone")
        return
    root = a.root.expanduser().resolve()
    moves = plan(root, a)
    for src, dst in moves:
        print(f"{src.name}  ->  {dst.name}")
    if not a.apply:
        print(f"\n{len(moves)} renames planned (dry run; add --apply)")
        return
    journal = root / f".rename-journal-{dt.datetime.now():%Y%m%dT%H%M%S}.json"
    done = []
    for src, dst in moves:
        os.rename(src, dst)
        done.append([str(src), str(dst)])
    journal.write_text(json.dumps(done, indent=1))
    if a.prune_empty:
        prune_empty(root)
    print(f"{len(done)} files renamed; undo with --undo {journal}")


if __name__ == "__main__":
    main()
