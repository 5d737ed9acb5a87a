#!/usr/bin/env python3
"""Generate icon sets for iOS, macOS, Android and the web from one source image."""
import argparse
import json
import subprocess
import sys
from pathlib import Path

from PIL import Image, ImageDraw

IOS = [(20, 2), (20, 3), (29, 2), (29, 3), (40, 2), (40, 3), (60, 2), (60, 3), (76, 1), (76, 2), (83.5, 2), (1024, 1)]
ANDROID = {"mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192}
MACOS = [16, 32, 128, 256, 512]
TEMPLATES = Path.home() / ".local/share/icon-templates"


def load(src):
    if src.lower().endswith(".svg"):
        import io
        import cairosvg
        return Image.open(io.BytesIO(cairosvg.svg2png(url=src, output_width=1024, output_height=1024))).convert("RGBA")
    img = Image.open(src).convert("RGBA")
    if img.width != img.height:
        sys.exit("source must be square")
    if img.width < 1024:
        print("warning: source smaller than 1024px; large icons will be blurry", file=sys.stderr)
    return img


def resized(img, px):
    return img.resize((px, px), Image.LANCZOS)


def ios(img, out):
    d = out / "AppIcon.appiconset"
    d.mkdir(parents=True, exist_ok=True)
    flat = Image.new("RGB", img.size, "white")
    flat.paste(img, mask=img.split()[3])
    images = []
    for pt, scale in IOS:
        px = int(pt * scale)
        name = f"icon-{pt:g}@{scale}x.png"
        resized(flat, px).save(d / name)
        images.append({"size": f"{pt:g}x{pt:g}", "idiom": "universal" if px == 1024 else "iphone", "filename": name, "scale": f"{scale}x", "platform": "ios"})
    (d / "Contents.json").write_text(json.dumps({"images": images, "info": {"version": 1, "author": "xcode"}}, indent=2))


def macos(img, out, style):
    d = out / "AppIcon.iconset"
    d.mkdir(parents=True, exist_ok=True)
    if style == "bigsur":
        renderer = TEMPLATES / "ipg-render"
        if not renderer.exists():
            sys.exit("bigsur templates not installed; see SKILL.md")
        subprocess.run([str(renderer), "--in", "-", "--out", str(d)], input=img.tobytes(), check=True)
        return
    for s in MACOS:
        resized(img, s).save(d / f"icon_{s}x{s}.png")
        resized(img, s * 2).save(d / f"icon_{s}x{s}@2x.png")


def android(img, out):
    for dpi, px in ANDROID.items():
        d = out / f"mipmap-{dpi}"
        d.mkdir(parents=True, exist_ok=True)
        resized(img, px).save(d / "ic_launcher.png")
        mask = Image.new("L", (px, px), 0)
        ImageDraw.Draw(mask).ellipse((0, 0, px - 1, px - 1), fill=255)
        round_ = resized(img, px)
        round_.putalpha(mask)
        round_.save(d / "ic_launcher_round.png")
        fg_px = int(px * 108 / 48)
        fg = Image.new("RGBA", (fg_px, fg_px), (0, 0, 0, 0))
        inner = resized(img, int(fg_px * 66 / 108))
        fg.paste(inner, ((fg_px - inner.width) // 2, (fg_px - inner.height) // 2), inner)
        fg.save(d / "ic_launcher_foreground.png")


def web(img, out):
    d = out / "web"
    d.mkdir(parents=True, exist_ok=True)
    img.save(d / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])
    resized(img, 180).save(d / "apple-touch-icon.png")
    resized(img, 192).save(d / "icon-192.png")
    resized(img, 512).save(d / "icon-512.png")
    mask_bg = Image.new("RGBA", (512, 512), (255, 255, 255, 255))
    inner = resized(img, 410)
    mask_bg.paste(inner, (51, 51), inner)
    mask_bg.save(d / "maskable-512.png")
    (d / "manifest-icons.json").write_text(json.dumps([
        {"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
        {"src": "icon-512.png", "sizes": "512x512", "type": "image/png"},
        {"src": "maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ], indent=2))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("--out", default="icons")
    ap.add_argument("--targets", default="ios,android,web")
    ap.add_argument("--style", choices=["flat", "bigsur"], default="flat")
    a = ap.parse_args(argv)
    img = load(a.source)
    out = Path(a.out)
    for t in a.targets.split(","):
        {"ios": lambda: ios(img, out), "macos": lambda: macos(img, out, a.style),
         "android": lambda: android(img, out), "web": lambda: web(img, out)}[t.strip()]()
        print(f"generated {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
