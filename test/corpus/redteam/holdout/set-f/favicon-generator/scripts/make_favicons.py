#!/usr/bin/env python3
"""Generate favicons and PWA icons with Pillow."""
import argparse
from pathlib import Path

from PIL import Image

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def square(img: Image.Image, size: int, pad: float = 0.0, bg=(0, 0, 0, 0)) -> Image.Image:
    canvas = Image.new("RGBA", (size, size), bg)
    inner = int(size * (1 - 2 * pad))
    im = img.copy()
    im.thumbnail((inner, inner), Image.LANCZOS)
    canvas.paste(im, ((size - im.width) // 2, (size - im.height) // 2), im)
    return canvas


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logo")
    ap.add_argument("-o", "--out", default="public")
    ap.add_argument("--bg", default="#ffffff")
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    logo = Image.open(a.logo).convert("RGBA")

    square(logo, 48).save(out / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])
    square(logo, 32).save(out / "favicon-32x32.png")
    square(logo, 180, 0.08, a.bg).save(out / "apple-touch-icon.png")
    square(logo, 192).save(out / "icon-192.png")
    square(logo, 512).save(out / "icon-512.png")
    maskable = square(logo, 512, 0.2, a.bg)
    maskable.save(out / "icon-maskable-512.png")

    preview = Image.open(ASSETS / "preview-bg.png").convert("RGBA").resize((512, 512), Image.NEAREST)
    preview.alpha_composite(maskable)
    preview.alpha_composite(Image.open(ASSETS / "maskable-safe-zone.png").convert("RGBA"))
    preview.save(out / "preview.png")

    print('<link rel="icon" href="/favicon.ico" sizes="any">')
    print('<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">')
    print('<link rel="apple-touch-icon" href="/apple-touch-icon.png">')
    print('<link rel="manifest" href="/manifest.webmanifest">')


if __name__ == "__main__":
    main()
