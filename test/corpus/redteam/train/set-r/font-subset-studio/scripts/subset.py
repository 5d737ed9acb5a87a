#!/usr/bin/env python3
"""Subset fonts to the glyphs used in a codebase (fontTools only)."""
import argparse
import re
import sys
from pathlib import Path

try:
    from fontTools import subset as ftsubset
except ImportError:
    sys.exit("fonttools not installed: pip install fonttools brotli")

TEXT_EXT = {".html", ".htm", ".jsx", ".tsx", ".js", ".ts", ".md", ".mdx", ".vue", ".svelte"}
WEIGHTS = {"thin": 100, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "black": 900}


def codepoints(root):
    cps = set(range(0x20, 0x7F))
    for p in Path(root).rglob("*"):
        if p.suffix in TEXT_EXT and "node_modules" not in p.parts:
            cps.update(ord(c) for c in p.read_text(errors="ignore"))
    return sorted(c for c in cps if c >= 0x20)


def unicode_range(cps):
    spans, s, prev = [], None, None
    for c in cps:
        if s is None:
            s = prev = c
        elif c == prev + 1:
            prev = c
        else:
            spans.append((s, prev)); s = prev = c
    if s is not None:
        spans.append((s, prev))
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in spans)


def subset_font(src, dst, cps):
    opts = ftsubset.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    font = ftsubset.load_font(str(src), opts)
    sub = ftsubset.Subsetter(opts)
    sub.populate(unicodes=cps)
    sub.subset(font)
    ftsubset.save_font(font, str(dst), opts)


def css_for(path, rng):
    family = re.sub(r"-(Regular|Bold|Light|Medium|SemiBold|Black|Thin)$", "", path.stem)
    weight = next((v for k, v in WEIGHTS.items() if k in path.stem.lower()), 400)
    return (f"@font-face {{\n  font-family: '{family}';\n  src: url('./{path.name}') format('woff2');\n"
            f"  font-weight: {weight};\n  font-display: swap;\n  unicode-range: {rng};\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fonts", required=True)
    ap.add_argument("--scan", default=".")
    ap.add_argument("--out", default="fonts-subset")
    a = ap.parse_args()
    cps = codepoints(a.scan)
    rng = unicode_range(cps)
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    css = []
    for f in sorted(Path(a.fonts).iterdir()):
        if f.suffix.lower() not in (".woff2", ".ttf", ".otf"):
            continue
        dst = out / (f.stem + ".woff2")
        try:
            subset_font(f, dst, cps)
        except Exception as e:
            print(f"skip {f.name}: {e}")
            continue
        css.append(css_for(dst, rng))
        print(f"{f.name}: {f.stat().st_size} -> {dst.stat().st_size} bytes")
    (out / "fonts.css").write_text("\n".join(css))


if __name__ == "__main__":
    main()
