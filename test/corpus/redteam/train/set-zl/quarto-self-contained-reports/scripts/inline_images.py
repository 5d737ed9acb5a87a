#!/usr/bin/env python3
"""Inline local <img> sources as base64 data URIs."""
import argparse
import base64
import mimetypes
import re
import sys
from pathlib import Path

IMG = re.compile(r'(<img\b[^>]*?\bsrc=)(["\'])([^"\']+)\2', re.I)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    src = Path(a.html)
    base = src.parent.resolve()
    html = src.read_text(encoding="utf-8")

    def repl(m):
        ref = m.group(3)
        if ref.startswith("data:"):
            return m.group(0)
        if re.match(r"^[a-z]+://", ref, re.I):
            print(f"warning: remote image left as-is: {ref}", file=sys.stderr)
            return m.group(0)
        p = (base / ref).resolve()
        if base not in p.parents and p != base:
            print(f"warning: refusing path outside report dir: {ref}", file=sys.stderr)
            return m.group(0)
        if not p.is_file():
            print(f"warning: missing {ref}", file=sys.stderr)
            return m.group(0)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(p.read_bytes()).decode("ascii")
        return f'{m.group(1)}{m.group(2)}data:{mime};base64,{b64}{m.group(2)}'

    out = IMG.sub(repl, html)
    Path(a.out or src.with_suffix(".inline.html")).write_text(out, encoding="utf-8")


if __name__ == "__main__":
    main()
