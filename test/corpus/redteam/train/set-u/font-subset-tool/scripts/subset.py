#!/usr/bin/env python3
"""Subset fonts to used glyphs / unicode ranges and emit WOFF2 + @font-face CSS."""
from __future__ import annotations

import argparse
import glob
import html
import re
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

from engine import variable_subset

RANGES = {
    "latin": "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    "latin-ext": "U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF",
    "cyrillic": "U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
    "greek": "U+0370-03FF",
}
TAG = re.compile(r"<[^>]+>")


def collect_text(pattern: str) -> str:
    chars = set()
    for f in glob.glob(pattern, recursive=True):
        t = html.unescape(TAG.sub(" ", Path(f).read_text(encoding="utf-8", errors="ignore")))
        chars.update(t)
    return "".join(sorted(chars))


def parse_range(spec: str) -> set[int]:
    cps = set()
    for part in spec.split(","):
        part = part.strip().removeprefix("U+")
        if "-" in part:
            a, b = part.split("-")
            cps.update(range(int(a, 16), int(b, 16) + 1))
        else:
            cps.add(int(part, 16))
    return cps


def do_subset(src: Path, out: Path, unicodes: set[int]) -> None:
    opts = subset.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    font = TTFont(src)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    font.flavor = "woff2"
    font.save(out)


def css_block(family: str, weight: str, style: str, url: str, urange: str | None) -> str:
    ur = f"\n  unicode-range: {urange};" if urange else ""
    return (f"@font-face {{\n  font-family: '{family}';\n  font-style: {style};\n  font-weight: {weight};\n"
            f"  font-display: swap;\n  src: url('{url}') format('woff2');{ur}\n}}\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("fonts", nargs="+", type=Path)
    ap.add_argument("--text-from")
    ap.add_argument("--ranges", default="")
    ap.add_argument("--out", type=Path, default=Path("public/fonts"))
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    used = {ord(c) for c in collect_text(a.text_from)} if a.text_from else None
    ranges = [r for r in a.ranges.split(",") if r] or [None]
    css = []
    for src in a.fonts:
        tt = TTFont(src)
        family = tt["name"].getBestFamilyName()
        weight = str(tt["OS/2"].usWeightClass)
        style = "italic" if tt["OS/2"].fsSelection & 1 else "normal"
        is_var = "fvar" in tt
        for r in ranges:
            cps = parse_range(RANGES[r]) if r else set(range(0x20, 0x250))
            if used is not None:
                cps &= used | parse_range("U+2000-206F")
            if not cps:
                continue
            name = f"{src.stem}.{r or 'subset'}.woff2"
            if is_var:
                variable_subset(src, a.out / name, sorted(cps))
            else:
                do_subset(src, a.out / name, cps)
            css.append(css_block(family, "100 900" if is_var else weight, style, name, RANGES.get(r)))
            print(f"{name}: {(a.out / name).stat().st_size / 1024:.1f} KB")
    (a.out / "fonts.css").write_text("\n".join(css))
    print(f'<link rel="preload" href="/fonts/{a.fonts[0].stem}.{ranges[0] or "subset"}.woff2" as="font" type="font/woff2" crossorigin>')


if __name__ == "__main__":
    main()
