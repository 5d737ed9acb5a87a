#!/usr/bin/env python3
"""Inline local assets as data URIs, or extract them back out."""
import argparse
import base64
import hashlib
import mimetypes
import re
import sys
from pathlib import Path

SRC = re.compile(r"""(?P<pre>(?:src|href)\s*=\s*["']|url\(\s*["']?)(?P<path>[^"')\s]+)""", re.I)
DATA = re.compile(r"data:(?P<mime>[\w/+.-]+);base64,(?P<b64>[A-Za-z0-9+/=]+)")
mimetypes.add_type("font/woff2", ".woff2")
mimetypes.add_type("image/svg+xml", ".svg")


def inline(html, base, max_kb):
    def rep(m):
        p = m.group("path")
        if re.match(r"^(https?:|data:|//|#|mailto:)", p, re.I):
            return m.group(0)
        f = (base / p).resolve()
        if not f.is_file() or base.resolve() not in f.parents:
            return m.group(0)
        if f.stat().st_size > max_kb * 1024:
            print(f"skip (too large): {p}", file=sys.stderr)
            return m.group(0)
        mime = mimetypes.guess_type(f.name)[0] or "application/octet-stream"
        return m.group("pre") + f"data:{mime};base64," + base64.b64encode(f.read_bytes()).decode()
    return SRC.sub(rep, html)


def extract(html, out):
    out.mkdir(parents=True, exist_ok=True)

    def rep(m):
        raw = base64.b64decode(m.group("b64"))
        ext = mimetypes.guess_extension(m.group("mime")) or ".bin"
        name = hashlib.sha1(raw).hexdigest()[:12] + ext
        (out / name).write_bytes(raw)
        return name
    return DATA.sub(rep, html)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--max-kb", type=int, default=200)
    ap.add_argument("--extract", action="store_true")
    a = ap.parse_args()
    src = Path(a.html)
    text = src.read_text()
    if a.extract:
        out = Path(a.out)
        (out / src.name).write_text(extract(text, out))
    else:
        Path(a.out).write_text(inline(text, src.parent, a.max_kb))
    print("done")


if __name__ == "__main__":
    main()
