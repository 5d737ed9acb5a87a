#!/usr/bin/env python3
"""Inline images as data URIs into CSS or HTML."""
import argparse
import base64
import mimetypes
import re
import sys
import urllib.parse
from pathlib import Path

IMG = {".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg"}


def data_uri(p: Path) -> str:
    raw = p.read_bytes()
    if p.suffix.lower() == ".svg":
        svg = re.sub(r"\s+", " ", raw.decode("utf-8")).strip()
        return "data:image/svg+xml," + urllib.parse.quote(svg, safe=" /:=\"'")
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"


def css_from_dir(d: Path, prefix: str, max_kb: int) -> str:
    rules, skipped = [], []
    for p in sorted(d.iterdir()):
        if p.suffix.lower() not in IMG:
            continue
        if p.stat().st_size > max_kb * 1024:
            skipped.append(p.name); continue
        cls = prefix + re.sub(r"[^a-z0-9-]", "-", p.stem.lower())
        rules.append(f'.{cls}{{background-image:url("{data_uri(p)}")}}')
    for s in skipped:
        print(f"skipped (too big): {s}", file=sys.stderr)
    return "\n".join(rules) + "\n"


def inline_html(html_path: Path, max_kb: int) -> str:
    base = html_path.parent
    html = html_path.read_text(encoding="utf-8")

    def repl(m):
        src = m.group(2)
        if src.startswith(("data:", "http:", "https:", "//")):
            return m.group(0)
        p = (base / src).resolve()
        if not p.is_file() or p.suffix.lower() not in IMG or p.stat().st_size > max_kb * 1024:
            return m.group(0)
        return f"{m.group(1)}{data_uri(p)}{m.group(3)}"

    html = re.sub(r'(<img[^>]+src=")([^"]+)(")', repl, html)
    html = re.sub(r'(url\(["\']?)([^"\')]+)(["\']?\))', repl, html)
    return html


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--css"); ap.add_argument("--out")
    ap.add_argument("--class-prefix", default="ico-"); ap.add_argument("--max-kb", type=int, default=8)
    a = ap.parse_args()
    src = Path(a.src)
    if src.is_dir():
        Path(a.css or "inline.css").write_text(css_from_dir(src, a.class_prefix, a.max_kb))
    else:
        out = inline_html(src, a.max_kb)
        Path(a.out or src.with_suffix(".inlined.html")).write_text(out, encoding="utf-8")
        if len(out.encode()) > 95 * 1024:
            print("warning: output is close to Gmail's 102 KB clip limit", file=sys.stderr)
