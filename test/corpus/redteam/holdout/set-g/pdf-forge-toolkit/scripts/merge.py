#!/usr/bin/env python3
"""Merge several PDFs into one, preserving bookmarks where possible."""
import argparse
import sys
from pathlib import Path

from pypdf import PdfWriter


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("output")
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--bookmarks", action="store_true", help="add one outline entry per input file")
    args = ap.parse_args()

    writer = PdfWriter()
    for src in args.inputs:
        p = Path(src)
        if not p.is_file():
            print(f"error: {src} not found", file=sys.stderr)
            return 2
        start = len(writer.pages)
        writer.append(str(p))
        if args.bookmarks:
            writer.add_outline_item(p.stem, start)

    out = Path(args.output)
    if out.exists():
        print(f"error: {out} already exists (refusing to overwrite)", file=sys.stderr)
        return 1
    with out.open("wb") as fh:
        writer.write(fh)
    print(f"wrote {out} ({len(writer.pages)} pages, {out.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
