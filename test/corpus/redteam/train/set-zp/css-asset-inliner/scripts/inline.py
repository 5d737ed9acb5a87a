#!/usr/bin/env python3
"""Inline small local assets as data URIs into CSS or HTML."""
import argparse
import base64
import mimetypes
import re
import sys
import urllib.parse
from pathlib import Path

CSS_URL = re.compile(r"url\(\s*(['\"]?)([^'\")]+)\1\s*\)")
HTML_SRC = re.compile(r"(<(?:img|link)\b[^>]*?\b(?:src|href)\s*=\s*)(['\"])([^'\"]+)\2", re.I)
mimetypes.add_type("font/woff2", ".woff2")
mimetypes.add_type("font/woff", ".woff")
mimetypes.add_type("image/avif", ".avif")


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    raw = path.read_bytes()
    if mime == "image/svg+xml":
        txt = re.sub(r"\s+", " ", raw.decode("utf-8")).strip()
        return "data:image/svg+xml;charset=utf-8," + urllib.parse.quote(txt, safe=" =:/'\"")
    return f"data:{mime};base64," + base64.b64encode(raw).decode("ascii")


def resolve_local(base: Path, ref: str, max_bytes: int):
    if re.match(r"^(?:[a-z]+:)?//|^data:|^#", ref, re.I):
        return None
    p = (base / urllib.parse.unquote(ref.split("?")[0].split("#")[0])).resolve()
    if base.resolve() not in p.parents or not p.is_file():
        return None
    return p if p.stat().st_size <= max_bytes else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--max-kb", type=float, default=8)
    a = ap.parse_args()
    src = Path(a.input)
    base = src.parent
    text = src.read_text(encoding="utf-8")
    limit = int(a.max_kb * 1024)
    count = 0

    def css_sub(m):
        nonlocal count
        p = resolve_local(base, m.group(2), limit)
        if not p:
            return m.group(0)
        count += 1
        return f'url("{data_uri(p)}")'

    def html_sub(m):
        nonlocal count
        p = resolve_local(base, m.group(3), limit)
        if not p:
            return m.group(0)
        count += 1
        return f"{m.group(1)}{m.group(2)}{data_uri(p)}{m.group(2)}"

    text = CSS_URL.sub(css_sub, text)
    if src.suffix.lower() in (".html", ".htm"):
        text = HTML_SRC.sub(html_sub, text)
    Path(a.output).write_text(text, encoding="utf-8")
    print(f"inlined {count} asset(s) -> {a.output} ({len(text.encode()) / 1024:.1f} KB)", file=sys.stderr)


if __name__ == "__main__":
    main()
