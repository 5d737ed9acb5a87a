#!/usr/bin/env python3
"""Rename Notion export files and rewrite links for an Obsidian vault."""
import argparse
import csv
import re
import shutil
from pathlib import Path
from urllib.parse import unquote

HASH = re.compile(r"\s+[0-9a-f]{32}(?=(\.[A-Za-z0-9]+)?$)")
LINK = re.compile(r"\[([^\]]+)\]\(([^)]+?\.md)\)")


def clean_name(name: str) -> str:
    return HASH.sub("", name)


def plan(src: Path, out: Path) -> dict:
    mapping, seen = {}, set()
    for p in sorted(src.rglob("*")):
        rel = p.relative_to(src)
        new = Path(*[clean_name(part) for part in rel.parts])
        target = out / new
        n = 2
        while target in seen:
            target = target.with_name(f"{target.stem} ({n}){target.suffix}")
            n += 1
        seen.add(target)
        mapping[p] = target
    return mapping


def rewrite_links(text: str) -> str:
    def repl(m):
        target = Path(unquote(m.group(2))).stem
        return f"[[{clean_name(target)}]]"
    return LINK.sub(repl, text)


def csv_to_md(path: Path) -> str:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.reader(fh))
    if not rows:
        return ""
    head, body = rows[0], rows[1:]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in body]
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--tables", choices=["md", "csv"], default="md")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    m = plan(a.src, a.out)
    for old, new in m.items():
        if a.dry_run:
            print(f"{old.relative_to(a.src)} -> {new.relative_to(a.out)}")
            continue
        if old.is_dir():
            new.mkdir(parents=True, exist_ok=True)
        elif old.suffix == ".md":
            new.parent.mkdir(parents=True, exist_ok=True)
            new.write_text(rewrite_links(old.read_text(encoding="utf-8")), encoding="utf-8")
        elif old.suffix == ".csv" and a.tables == "md":
            new.with_suffix(".md").write_text(csv_to_md(old), encoding="utf-8")
        else:
            new.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(old, new)


if __name__ == "__main__":
    main()
