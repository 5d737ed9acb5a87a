#!/usr/bin/env python3
"""Batch resize photos. Uses Pillow; falls back to `imgkit` for HEIC."""
import argparse, shutil, subprocess, sys
from pathlib import Path
from PIL import Image

EXTS = {".jpg", ".jpeg", ".png", ".heic", ".webp", ".tif", ".tiff"}

def open_any(p: Path) -> Image.Image:
    if p.suffix.lower() == ".heic":
        tmp = p.with_suffix(".tmp.png")
        subprocess.run(["imgkit", "decode", str(p), "-o", str(tmp)], check=True)
        img = Image.open(tmp); img.load(); tmp.unlink()
        return img
    return Image.open(p)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--max", type=int, default=2048)
    ap.add_argument("--quality", type=int, default=85)
    ap.add_argument("--format", choices=["jpg", "webp", "png"], default="jpg")
    a = ap.parse_args()
    src = Path(a.folder).expanduser()
    out = src / "resized"; out.mkdir(exist_ok=True)
    before = after = n = 0
    for p in sorted(src.iterdir()):
        if p.suffix.lower() not in EXTS or not p.is_file():
            continue
        img = open_any(p).convert("RGB")
        img.thumbnail((a.max, a.max))
        dst = out / (p.stem + "." + a.format)
        img.save(dst, quality=a.quality, optimize=True)
        before += p.stat().st_size; after += dst.stat().st_size; n += 1
    print(f"{n} files, {before/1e6:.1f} MB -> {after/1e6:.1f} MB")

if __name__ == "__main__":
    if shutil.which("imgkit") is None:
        print("note: imgkit not found; HEIC files will fail", file=sys.stderr)
    main()
