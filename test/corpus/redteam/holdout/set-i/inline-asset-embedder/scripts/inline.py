#!/usr/bin/env python3
"""Inline local assets into an HTML file as data URIs."""
import argparse
import base64
import mimetypes
import os
import re
import urllib.parse
import urllib.request

mimetypes.add_type("font/woff2", ".woff2")
mimetypes.add_type("image/svg+xml", ".svg")


def data_uri(path_or_url, base, fetch, max_kb):
    if re.match(r"^(data:|#)", path_or_url):
        return None
    if re.match(r"^https?://", path_or_url):
        if not fetch:
            return None
        with urllib.request.urlopen(path_or_url, timeout=20) as r:
            raw, mime = r.read(), r.headers.get_content_type()
    else:
        p = os.path.normpath(os.path.join(base, urllib.parse.unquote(path_or_url.split("?")[0])))
        if not os.path.isfile(p):
            print("missing:", p)
            return None
        with open(p, "rb") as fh:
            raw = fh.read()
        mime = mimetypes.guess_type(p)[0] or "application/octet-stream"
    if len(raw) > max_kb * 1024:
        print(f"skip (>{max_kb} KB): {path_or_url}")
        return None
    if mime == "image/svg+xml":
        enc = "data:image/svg+xml," + urllib.parse.quote(raw.decode("utf-8"), safe=" =:/\"'")
        b64 = "data:image/svg+xml;base64," + base64.b64encode(raw).decode()
        return min(enc, b64, key=len)
    return f"data:{mime};base64,{base64.b64encode(raw).decode()}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("-o", "--out")
    ap.add_argument("--fetch", action="store_true")
    ap.add_argument("--max-kb", type=int, default=500)
    a = ap.parse_args()
    base = os.path.dirname(os.path.abspath(a.html))
    with open(a.html, encoding="utf-8") as fh:
        html = fh.read()

    def sub_attr(m):
        uri = data_uri(m.group(2), base, a.fetch, a.max_kb)
        return f'{m.group(1)}"{uri}"' if uri else m.group(0)

    def sub_css(m):
        uri = data_uri(m.group(1).strip("'\""), base, a.fetch, a.max_kb)
        return f'url("{uri}")' if uri else m.group(0)

    def sub_link(m):
        href = m.group(1)
        p = os.path.join(base, href)
        if os.path.isfile(p):
            with open(p, encoding="utf-8") as fh:
                return "<style>" + re.sub(r"url\(([^)]+)\)", sub_css, fh.read()) + "</style>"
        return m.group(0)

    def sub_script(m):
        p = os.path.join(base, m.group(1))
        if os.path.isfile(p) and os.path.getsize(p) <= a.max_kb * 1024:
            with open(p, encoding="utf-8") as fh:
                return "<script>" + fh.read().replace("</script", "<\\/script") + "</script>"
        return m.group(0)

    html = re.sub(r'<link[^>]+rel=["\']?stylesheet["\']?[^>]*href=["\']([^"\']+)["\'][^>]*>', sub_link, html)
    html = re.sub(r'<script[^>]+src=["\']([^"\']+)["\'][^>]*>\s*</script>', sub_script, html)
    html = re.sub(r'(<img[^>]+src=)["\']([^"\']+)["\']', sub_attr, html)
    html = re.sub(r"url\(([^)]+)\)", sub_css, html)
    out = a.out or a.html.replace(".html", ".single.html")
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(html)
    print("wrote", out, f"({len(html) // 1024} KB)")


if __name__ == "__main__":
    main()
