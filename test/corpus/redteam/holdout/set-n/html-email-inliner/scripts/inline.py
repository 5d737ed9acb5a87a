#!/usr/bin/env python3
"""Minimal CSS inliner + small-image embedder for email HTML."""
import base64
import mimetypes
import re
import sys
from pathlib import Path

RULE = re.compile(r"([.#]?[\w-]+)\s*\{([^}]*)\}")


def inline_css(html):
    styles = re.findall(r"<style[^>]*>(.*?)</style>", html, re.S)
    for block in styles:
        for sel, decl in RULE.findall(block):
            decl = " ".join(decl.split())
            if sel.startswith("."):
                pat = re.compile(r'(<[^>]*class="[^"]*\b' + re.escape(sel[1:]) + r'\b[^"]*")')
            elif sel.startswith("#"):
                pat = re.compile(r'(<[^>]*id="' + re.escape(sel[1:]) + r'")')
            else:
                pat = re.compile(r"(<" + re.escape(sel) + r"\b)")
            html = pat.sub(lambda m: m.group(1) + f' style="{decl}"', html)
    return html


def embed_images(html, base, cid=False):
    def repl(m):
        src = m.group(1)
        p = (base / src)
        if src.startswith(("http:", "https:", "data:", "cid:")) or not p.is_file() or p.stat().st_size > 8192:
            return m.group(0)
        if cid:
            return m.group(0).replace(src, f"cid:{p.name}")
        mime = mimetypes.guess_type(p.name)[0] or "image/png"
        data = base64.b64encode(p.read_bytes()).decode("ascii")
        return m.group(0).replace(src, f"data:{mime};base64,{data}")
    return re.sub(r'<img[^>]+src="([^"]+)"', repl, html)


def add_preheader(html, text):
    span = f'<span style="display:none;max-height:0;overflow:hidden;mso-hide:all">{text}</span>'
    return re.sub(r"(<body[^>]*>)", r"\1" + span, html, count=1)


if __name__ == "__main__":
    src = Path(sys.argv[1])
    html = src.read_text(encoding="utf-8")
    pre = re.search(r'<meta name="preheader" content="([^"]*)"', html)
    html = inline_css(html)
    html = embed_images(html, src.parent, cid="--cid" in sys.argv)
    if pre:
        html = add_preheader(html, pre.group(1))
    sys.stdout.write(html)
