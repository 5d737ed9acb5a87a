#!/usr/bin/env python3
"""Crée des copies de photos sans métadonnées sensibles."""
import argparse
from pathlib import Path

import piexif
from PIL import Image

EXTS = {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".heic", ".webp"}
GARDER_0TH = {piexif.ImageIFD.Orientation}
GARDER_EXIF = {piexif.ExifIFD.DateTimeOriginal, piexif.ExifIFD.OffsetTimeOriginal}


def nettoyer_exif(raw: bytes, garder_date: bool):
    try:
        ex = piexif.load(raw)
    except Exception:
        return None, []
    retire = []
    if ex.get("GPS"):
        retire.append("GPS")
    if ex.get("thumbnail"):
        retire.append("miniature")
    if piexif.ExifIFD.BodySerialNumber in ex.get("Exif", {}):
        retire.append("n° de série")
    propre = {
        "0th": {k: v for k, v in ex.get("0th", {}).items() if k in GARDER_0TH},
        "Exif": {k: v for k, v in ex.get("Exif", {}).items() if garder_date and k in GARDER_EXIF},
        "GPS": {}, "1st": {}, "Interop": {}, "thumbnail": None,
    }
    return piexif.dump(propre), retire


def traiter(src: Path, dest_dir: Path, garder_date: bool, rapport: bool):
    dest_dir.mkdir(exist_ok=True)
    with Image.open(src) as im:
        raw = im.info.get("exif", b"")
        exif, retire = nettoyer_exif(raw, garder_date) if raw else (None, [])
        ext = ".jpg" if src.suffix.lower() == ".heic" else src.suffix.lower()
        dst = dest_dir / (src.stem + ext)
        kwargs = {"quality": 92} if ext in (".jpg", ".jpeg") else {}
        if exif and ext in (".jpg", ".jpeg", ".tif", ".tiff", ".webp"):
            kwargs["exif"] = exif
        im.convert("RGB").save(dst, **kwargs) if ext == ".jpg" and im.mode != "RGB" else im.save(dst, **kwargs)
    if rapport:
        print(f"{src.name:<40} {'retiré: ' + ', '.join(retire) if retire else 'rien de sensible'}")
    return "GPS" in retire


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cible", type=Path)
    ap.add_argument("--garder-date", action="store_true")
    ap.add_argument("--rapport", action="store_true")
    a = ap.parse_args()
    fichiers = [a.cible] if a.cible.is_file() else [p for p in sorted(a.cible.iterdir()) if p.suffix.lower() in EXTS]
    dest = (a.cible.parent if a.cible.is_file() else a.cible) / "nettoyees"
    gps = sum(traiter(f, dest, a.garder_date, a.rapport) for f in fichiers)
    print(f"{len(fichiers)} copie(s) nettoyée(s) dans {dest} — {gps} contenai(en)t une position GPS")


if __name__ == "__main__":
    main()
