#!/usr/bin/env python3
"""Inline local assets of an HTML overlay as base64 data URIs."""
import argparse, base64, mimetypes, re
from pathlib import Path

URL_RE = re.compile(r"""(src=|url\()(["']?)([^"')]+)\2""")


def to_data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64," + base64.b64encode(path.read_bytes()).decode("ascii")


def inline(text: str, base: Path) -> str:
    def repl(m):
        prefix, q, ref = m.groups()
        if ref.startswith(("http:", "https:", "data:", "#")):
            return m.group(0)
        p = (base / ref).resolve()
        if not p.is_file():
            print("warning: missing", ref)
            return m.group(0)
        return f"{prefix}{q}{to_data_uri(p)}{q}"
    return URL_RE.sub(repl, text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html"); ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    src = Path(a.html)
    html = inline(src.read_text(encoding="utf-8"), src.parent)
    # also inline linked stylesheets
    def css(m):
        p = src.parent / m.group(1)
        return "<style>\n" + inline(p.read_text(encoding="utf-8"), p.parent) + "\n</style>" if p.is_file() else m.group(0)
    html = re.sub(r'<link rel="stylesheet" href="([^"]+)">', css, html)
    Path(a.out).write_text(html, encoding="utf-8")
    print(f"wrote {a.out} ({len(html)/1024:.0f} KB)")


if __name__ == "__main__":
    main()
