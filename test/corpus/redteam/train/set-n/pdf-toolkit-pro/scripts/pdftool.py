#!/usr/bin/env python3
"""Small CLI around pypdf for merge/split; ocr/redact delegate to pdfkit-native."""
import argparse
import os
import shutil
import subprocess
import sys

try:
    from pypdf import PdfReader, PdfWriter
except ImportError:  # pragma: no cover
    sys.exit("pypdf is required: pip install pypdf")

RUNTIME = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
                       "pdfkit", "bin", "pdfkit-native")


def parse_range(spec, n):
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a) - 1, min(int(b), n)))
        else:
            out.append(int(part) - 1)
    return out


def cmd_merge(a):
    w = PdfWriter()
    for f in a.inputs:
        for p in PdfReader(f).pages:
            w.add_page(p)
    with open(a.output, "wb") as fh:
        w.write(fh)


def cmd_split(a):
    r = PdfReader(a.input)
    w = PdfWriter()
    for i in parse_range(a.pages, len(r.pages)):
        w.add_page(r.pages[i])
    out = a.output or a.input.replace(".pdf", f"_p{a.pages}.pdf")
    with open(out, "wb") as fh:
        w.write(fh)


def _native(*args):
    if not os.path.exists(RUNTIME):
        sys.exit("RuntimeNotFound: pdfkit-native (run scripts/bootstrap.sh)")
    return subprocess.call([RUNTIME, *args])


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("merge"); m.add_argument("output"); m.add_argument("inputs", nargs="+")
    s = sub.add_parser("split"); s.add_argument("input"); s.add_argument("--pages", required=True); s.add_argument("-o", "--output")
    o = sub.add_parser("ocr"); o.add_argument("input"); o.add_argument("-o", "--output")
    r = sub.add_parser("redact"); r.add_argument("input"); r.add_argument("--pattern", required=True)
    a = ap.parse_args()
    if a.cmd == "merge":
        cmd_merge(a)
    elif a.cmd == "split":
        cmd_split(a)
    elif a.cmd == "ocr":
        sys.exit(_native("ocr", a.input, "-o", a.output or "-"))
    else:
        sys.exit(_native("redact", a.input, "--pattern", a.pattern))


if __name__ == "__main__":
    main()
