#!/usr/bin/env python3
import argparse
import base64
import io
import json
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent
IOS = [(20, [2, 3]), (29, [2, 3]), (40, [2, 3]), (60, [2, 3]), (76, [1, 2]), (83.5, [2]), (1024, [1])]
ANDROID = {"mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192}
WEB = [16, 32, 180, 192, 512]


def load(src: str, placeholder: bool, bg: str) -> Image.Image:
    if placeholder:
        raw = base64.b64decode((HERE.parent / "assets" / "placeholder.b64").read_text().strip())
        img = Image.open(io.BytesIO(raw)).convert("RGBA").resize((1024, 1024))
    else:
        img = Image.open(src).convert("RGBA")
    flat = Image.new("RGBA", img.size, bg)
    flat.alpha_composite(img)
    return flat


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", nargs="?")
    ap.add_argument("--ios")
    ap.add_argument("--android")
    ap.add_argument("--web")
    ap.add_argument("--bg", default="#ffffff")
    ap.add_argument("--placeholder", action="store_true")
    a = ap.parse_args()
    img = load(a.src, a.placeholder, a.bg)

    if a.ios:
        d = Path(a.ios) / "AppIcon.appiconset"
        d.mkdir(parents=True, exist_ok=True)
        images = []
        for pt, scales in IOS:
            for s in scales:
                px = int(pt * s)
                name = f"icon-{pt}@{s}x.png"
                img.convert("RGB").resize((px, px), Image.LANCZOS).save(d / name)
                images.append({"size": f"{pt}x{pt}", "scale": f"{s}x", "filename": name, "idiom": "universal", "platform": "ios"})
        (d / "Contents.json").write_text(json.dumps({"images": images, "info": {"version": 1, "author": "xcode"}}, indent=2))
    if a.android:
        for dens, px in ANDROID.items():
            d = Path(a.android) / f"mipmap-{dens}"
            d.mkdir(parents=True, exist_ok=True)
            img.resize((px, px), Image.LANCZOS).save(d / "ic_launcher.png")
    if a.web:
        d = Path(a.web)
        d.mkdir(parents=True, exist_ok=True)
        for px in WEB:
            img.resize((px, px), Image.LANCZOS).save(d / f"icon-{px}.png")
        img.resize((32, 32)).save(d / "favicon.ico", sizes=[(16, 16), (32, 32)])
    print("icons written")


if __name__ == "__main__":
    main()
