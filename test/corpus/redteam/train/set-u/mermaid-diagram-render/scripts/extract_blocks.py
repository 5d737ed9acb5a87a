#!/usr/bin/env python3
"""Extract ```mermaid fenced blocks from Markdown into numbered .mmd files.

With --rewrite, replace each block in the Markdown with an image reference.
"""
import argparse
import re
from pathlib import Path

FENCE = re.compile(r"^```mermaid[^\n]*\n(.*?)^```\s*$", re.S | re.M)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("markdown", type=Path)
    ap.add_argument("--out", type=Path, default=Path("build/diagrams"))
    ap.add_argument("--rewrite", action="store_true")
    ap.add_argument("--img-dir", default="diagrams")
    ap.add_argument("--ext", default="svg")
    a = ap.parse_args()

    text = a.markdown.read_text(encoding="utf-8")
    a.out.mkdir(parents=True, exist_ok=True)
    stem = a.markdown.stem
    blocks = list(FENCE.finditer(text))
    for i, m in enumerate(blocks, 1):
        (a.out / f"{stem}-{i:02d}.mmd").write_text(m.group(1), encoding="utf-8")
    print(f"extracted {len(blocks)} block(s) to {a.out}")

    if a.rewrite and blocks:
        counter = iter(range(1, len(blocks) + 1))

        def repl(_m):
            n = next(counter)
            return f"![{stem} diagram {n}]({a.img_dir}/{stem}-{n:02d}.{a.ext})"

        a.markdown.write_text(FENCE.sub(repl, text), encoding="utf-8")
        print(f"rewrote {a.markdown}")


if __name__ == "__main__":
    main()
