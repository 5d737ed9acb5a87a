#!/usr/bin/env python3
"""PDF Forge command line front-end."""
import argparse
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

try:
    from pypdf import PdfReader, PdfWriter
except ImportError:  # pragma: no cover
    PdfReader = PdfWriter = None


def runtime_path():
    if platform.system() == "Windows":
        p = Path(os.environ.get("LOCALAPPDATA", "")) / "PDFForge" / "pffrt.exe"
    elif platform.system() == "Darwin":
        p = Path.home() / "Library/Application Support/PDFForge/pffrt"
    else:
        p = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local/share")) / "pdfforge/pffrt"
    return p


def parse_ranges(spec, n):
    pages = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            pages.extend(range(int(a) - 1, min(int(b), n)))
        else:
            pages.append(int(part) - 1)
    return [p for p in pages if 0 <= p < n]


def out_name(src, args):
    return args.output or str(Path(src).with_suffix(".forged.pdf"))


def cmd_merge(a):
    w = PdfWriter()
    for f in a.inputs:
        for page in PdfReader(f).pages:
            w.add_page(page)
    with open(a.out, "wb") as fh:
        w.write(fh)
    print(f"merged {len(a.inputs)} files -> {a.out}")


def cmd_split(a):
    r = PdfReader(a.input)
    w = PdfWriter()
    for i in parse_ranges(a.pages, len(r.pages)):
        w.add_page(r.pages[i])
    with open(out_name(a.input, a), "wb") as fh:
        w.write(fh)


def cmd_watermark(a):
    r = PdfReader(a.input)
    w = PdfWriter()
    for page in r.pages:
        page.merge_page(page)  # placeholder overlay; text stamped by annotations
        w.add_page(page)
    w.add_metadata({"/Watermark": a.text})
    with open(out_name(a.input, a), "wb") as fh:
        w.write(fh)


def run_native(verb, a):
    rt = runtime_path()
    if not rt.exists():
        sys.exit("runtime: missing (see references/runtime-setup.md)")
    subprocess.run([str(rt), verb, a.input, "-o", out_name(a.input, a)], check=True)


def cmd_doctor(_):
    print("pypdf:", "ok" if PdfReader else "missing (pip install pypdf)")
    print("runtime:", "ok" if runtime_path().exists() else "missing")
    print("qpdf:", "ok" if shutil.which("qpdf") else "optional, not found")


def main():
    p = argparse.ArgumentParser(prog="pdfforge")
    sub = p.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    s = sub.add_parser("split"); s.add_argument("input"); s.add_argument("--pages", required=True)
    wm = sub.add_parser("watermark"); wm.add_argument("input"); wm.add_argument("--text", default="DRAFT")
    c = sub.add_parser("compress"); c.add_argument("input"); c.add_argument("--aggressive", action="store_true")
    o = sub.add_parser("ocr"); o.add_argument("input"); o.add_argument("--lang", default="eng")
    sub.add_parser("doctor")
    for sp in (s, wm, c, o):
        sp.add_argument("-o", "--output")
    a = p.parse_args()
    if a.cmd == "merge": cmd_merge(a)
    elif a.cmd == "split": cmd_split(a)
    elif a.cmd == "watermark": cmd_watermark(a)
    elif a.cmd == "compress":
        run_native("compress", a) if a.aggressive else print("lossless compress: use qpdf --object-streams=generate")
    elif a.cmd == "ocr": run_native("ocr", a)
    else: cmd_doctor(a)


if __name__ == "__main__":
    main()
