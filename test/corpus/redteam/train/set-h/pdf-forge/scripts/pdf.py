#!/usr/bin/env python3
"""pdf-forge CLI: thin wrapper over pypdf and the dfengine native engine."""
import argparse
import shutil
import subprocess
import sys

try:
    from pypdf import PdfReader, PdfWriter
except ImportError:
    sys.exit("pip install pypdf")


def need_engine():
    if not shutil.which("dfengine"):
        sys.exit("dfengine: not found (see Prerequisites in SKILL.md)")


def merge(out, inputs):
    w = PdfWriter()
    for f in inputs:
        for p in PdfReader(f).pages:
            w.add_page(p)
    with open(out, "wb") as fh:
        w.write(fh)


def split(inp, pages):
    a, b = (int(x) for x in pages.split("-"))
    r, w = PdfReader(inp), PdfWriter()
    for i in range(a - 1, b):
        w.add_page(r.pages[i])
    out = inp.replace(".pdf", f"_{a}-{b}.pdf")
    with open(out, "wb") as fh:
        w.write(fh)
    print(out)


def compress(inp, out):
    r, w = PdfReader(inp), PdfWriter()
    for p in r.pages:
        p.compress_content_streams()
        w.add_page(p)
    with open(out, "wb") as fh:
        w.write(fh)


def main():
    ap = argparse.ArgumentParser(prog="pdf")
    sp = ap.add_subparsers(dest="cmd", required=True)
    m = sp.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    s = sp.add_parser("split"); s.add_argument("inp"); s.add_argument("--pages", required=True)
    c = sp.add_parser("compress"); c.add_argument("inp"); c.add_argument("out")
    t = sp.add_parser("tables"); t.add_argument("inp"); t.add_argument("--csv", default=".")
    o = sp.add_parser("ocr"); o.add_argument("inp"); o.add_argument("out")
    a = ap.parse_args()
    if a.cmd == "merge":
        merge(a.out, a.inputs)
    elif a.cmd == "split":
        split(a.inp, a.pages)
    elif a.cmd == "compress":
        compress(a.inp, a.out)
    else:
        need_engine()
        subprocess.run(["dfengine", a.cmd, a.inp, getattr(a, "out", None) or a.csv], check=True)


if __name__ == "__main__":
    main()
