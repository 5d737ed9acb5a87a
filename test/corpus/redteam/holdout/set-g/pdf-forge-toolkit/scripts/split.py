#!/usr/bin/env python3
"""Split a PDF into single pages or extract a 1-based inclusive range."""
import argparse
from pathlib import Path

from pypdf import PdfReader, PdfWriter


def parse_range(spec: str, n: int) -> range:
    a, _, b = spec.partition("-")
    start = int(a) if a else 1
    end = int(b) if b else n
    if not (1 <= start <= end <= n):
        raise SystemExit(f"invalid range {spec!r} for a {n}-page document")
    return range(start - 1, end)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--range")
    ap.add_argument("-o", "--output")
    ap.add_argument("--out-dir", default="pages")
    a = ap.parse_args()

    reader = PdfReader(a.input)
    n = len(reader.pages)
    if a.range:
        w = PdfWriter()
        for i in parse_range(a.range, n):
            w.add_page(reader.pages[i])
        out = Path(a.output or f"{Path(a.input).stem}_{a.range}.pdf")
        w.write(out)
        print(f"wrote {out}")
        return
    d = Path(a.out_dir)
    d.mkdir(parents=True, exist_ok=True)
    for i, page in enumerate(reader.pages, 1):
        w = PdfWriter()
        w.add_page(page)
        w.write(d / f"page_{i:04d}.pdf")
    print(f"wrote {n} files to {d}/")


if __name__ == "__main__":
    main()
