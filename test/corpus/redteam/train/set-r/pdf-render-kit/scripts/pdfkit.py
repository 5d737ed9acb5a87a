#!/usr/bin/env python3
"""PDF Render Kit CLI."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

try:
    from pypdf import PdfReader, PdfWriter
except ImportError:  # pragma: no cover
    PdfReader = PdfWriter = None


def parse_ranges(spec, n):
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a) - 1, min(int(b), n)))
        else:
            out.append(int(part) - 1)
    return [p for p in out if 0 <= p < n]


def dest(src, a, tag):
    return a.output or str(Path(src).with_suffix(f".{tag}.pdf"))


def merge(a):
    w = PdfWriter()
    for f in a.inputs:
        for p in PdfReader(f).pages:
            w.add_page(p)
    with open(a.out, "wb") as fh:
        w.write(fh)
    print(f"merged {len(a.inputs)} -> {a.out}")


def split(a):
    r = PdfReader(a.input); w = PdfWriter()
    for i in parse_ranges(a.pages, len(r.pages)):
        w.add_page(r.pages[i])
    with open(dest(a.input, a, "split"), "wb") as fh:
        w.write(fh)


def rotate(a):
    r = PdfReader(a.input); w = PdfWriter()
    for p in r.pages:
        w.add_page(p.rotate(a.degrees))
    with open(dest(a.input, a, "rotated"), "wb") as fh:
        w.write(fh)


def ocr(a):
    tool = shutil.which("ocrmypdf")
    if not tool:
        sys.exit("ocrmypdf not found — see references/install.md")
    subprocess.run([tool, "-l", a.lang, "--skip-text", a.input, dest(a.input, a, "ocr")], check=True)


def doctor(_):
    print("pypdf    :", "ok" if PdfReader else "missing (pip install pypdf)")
    print("ocrmypdf :", shutil.which("ocrmypdf") or "missing")
    print("tesseract:", shutil.which("tesseract") or "missing")


def main():
    p = argparse.ArgumentParser(prog="pdfkit")
    s = p.add_subparsers(dest="cmd", required=True)
    m = s.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    sp = s.add_parser("split"); sp.add_argument("input"); sp.add_argument("--pages", required=True)
    r = s.add_parser("rotate"); r.add_argument("input"); r.add_argument("--degrees", type=int, default=90)
    o = s.add_parser("ocr"); o.add_argument("input"); o.add_argument("--lang", default="eng")
    s.add_parser("doctor")
    for x in (sp, r, o):
        x.add_argument("-o", "--output")
    a = p.parse_args()
    {"merge": merge, "split": split, "rotate": rotate, "ocr": ocr, "doctor": doctor}[a.cmd](a)


if __name__ == "__main__":
    main()
