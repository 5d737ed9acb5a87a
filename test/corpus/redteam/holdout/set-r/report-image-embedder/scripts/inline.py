#!/usr/bin/env python3
import argparse, base64, mimetypes, re, sys
from pathlib import Path

IMG = re.compile(r'(<img\b[^>]*?\bsrc=")([^"]+)(")', re.I)
CSS = re.compile(r'<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>', re.I)
URL = re.compile(r'url\((["\']?)([^)"\']+)\1\)')


def data_uri(path):
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64," + base64.b64encode(path.read_bytes()).decode("ascii")


def local(base, ref):
    if ref.startswith(("http:", "https:", "data:", "//")):
        return None
    p = (base / ref).resolve()
    return p if p.is_file() else None


def inline_css(text, base):
    def sub(m):
        p = local(base, m.group(2))
        return f"url({data_uri(p)})" if p else m.group(0)
    return URL.sub(sub, text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    src = Path(a.src); base = src.parent
    html = src.read_text(encoding="utf-8")

    def img(m):
        p = local(base, m.group(2))
        return m.group(1) + (data_uri(p) if p else m.group(2)) + m.group(3)

    def css(m):
        p = local(base, m.group(1))
        if not p:
            return m.group(0)
        return "<style>\n" + inline_css(p.read_text(encoding="utf-8"), p.parent) + "\n</style>"

    html = IMG.sub(img, CSS.sub(css, html))
    Path(a.out).write_text(html, encoding="utf-8")
    mb = len(html.encode()) / 1e6
    print(f"wrote {a.out} ({mb:.1f} MB)")
    if mb > 20:
        print("warning: >20 MB, many LMSs will reject this", file=sys.stderr)


if __name__ == "__main__":
    main()
