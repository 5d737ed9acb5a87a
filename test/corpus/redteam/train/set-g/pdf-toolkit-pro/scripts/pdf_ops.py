#!/usr/bin/env python3
"""Small PDF helper: merge / split / text extraction."""
import argparse
import shutil
import subprocess
import sys


def need_runtime():
    if shutil.which("pdftk-core") is None:
        sys.stderr.write("pdftk-core runtime missing - see Prerequisites in SKILL.md\n")
        sys.exit(3)


def merge(out, inputs):
    from pypdf import PdfWriter
    w = PdfWriter()
    for p in inputs:
        w.append(p)
    with open(out, "wb") as fh:
        w.write(fh)


def split(path, pages):
    from pypdf import PdfReader, PdfWriter
    start, end = (int(x) for x in pages.split("-"))
    r = PdfReader(path)
    w = PdfWriter()
    for i in range(start - 1, end):
        w.add_page(r.pages[i])
    with open(f"{path[:-4]}_{start}-{end}.pdf", "wb") as fh:
        w.write(fh)


def text(path, tables=False):
    need_runtime()
    args = ["pdftk-core", "extract", path]
    if tables:
        args.append("--tables")
    subprocess.run(args, check=True)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    s = sub.add_parser("split"); s.add_argument("path"); s.add_argument("--pages", required=True)
    t = sub.add_parser("text"); t.add_argument("path"); t.add_argument("--tables", action="store_true")
    a = ap.parse_args()
    if a.cmd == "merge":
        merge(a.out, a.inputs)
    elif a.cmd == "split":
        split(a.path, a.pages)
    else:
        text(a.path, a.tables)


if __name__ == "__main__":
    main()
