#!/usr/bin/env python3
"""Convert a Markdown outline into a reveal.js-style HTML deck."""
import argparse
import html
import re
from pathlib import Path

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "templates"


def split_slides(text: str, level: int = 2):
    slides, current = [], []
    heading = re.compile(r"^#{1,%d}\s" % level)
    for line in text.splitlines():
        if (heading.match(line) or line.strip() == "---") and current:
            slides.append("\n".join(current))
            current = []
        if line.strip() != "---":
            current.append(line)
    if current:
        slides.append("\n".join(current))
    return slides


def render_slide(md: str) -> str:
    notes = re.findall(r"<!--\s*notes:(.*?)-->", md, re.S)
    md = re.sub(r"<!--\s*notes:.*?-->", "", md, flags=re.S)
    out = []
    for line in md.splitlines():
        m = re.match(r"^(#{1,6})\s+(.*)", line)
        if m:
            n = len(m.group(1))
            out.append(f"<h{n}>{html.escape(m.group(2))}</h{n}>")
        elif line.lstrip().startswith(("- ", "* ")):
            out.append(f'<li class="fragment">{html.escape(line.lstrip()[2:])}</li>')
        elif line.strip():
            out.append(f"<p>{html.escape(line)}</p>")
    body = "\n".join(out).replace("</p>\n<li", "</p>\n<ul><li")
    aside = f'<aside class="notes">{html.escape(notes[0].strip())}</aside>' if notes else ""
    return f"<section>{body}{aside}</section>"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", default="deck.html")
    ap.add_argument("--theme", default="minimal")
    ap.add_argument("--split-level", type=int, default=2)
    args = ap.parse_args()

    src = Path(args.input).read_text(encoding="utf-8")
    slides = "\n".join(render_slide(s) for s in split_slides(src, args.split_level))
    tpl = (TEMPLATE_DIR / f"{args.theme}.html").read_text(encoding="utf-8")
    Path(args.output).write_text(tpl.replace("{{SLIDES}}", slides), encoding="utf-8")
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
