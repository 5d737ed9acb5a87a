#!/usr/bin/env python3
import argparse, json, os, shutil, subprocess, sys
from pathlib import Path

EXT = {".jpg", ".jpeg", ".png", ".heic", ".tif", ".tiff", ".webp", ".dng"}
REMOVE = ["-gps:all=", "-xmp:location*=", "-SerialNumber=", "-BodySerialNumber=", "-LensSerialNumber=",
          "-OwnerName=", "-Artist=", "-makernotes:all="]


def gps_tags(p: Path) -> dict:
    out = subprocess.run(["exiftool", "-j", "-gps:all", "-SerialNumber", "-OwnerName", str(p)],
                         capture_output=True, text=True).stdout
    d = json.loads(out)[0] if out.strip() else {}
    d.pop("SourceFile", None)
    return d


def scrub(src: Path, dst: Path, strip_date: bool):
    args = ["exiftool", "-q", "-P", *REMOVE]
    if strip_date:
        args += ["-AllDates="]
    if src == dst:
        bak = src.with_suffix(src.suffix + ".bak")
        shutil.copy2(src, bak)
        subprocess.check_call(args + ["-overwrite_original", str(src)])
        if not gps_tags(src).get("GPSLatitude"):
            bak.unlink()           # remove only our own backup, after verification
        else:
            shutil.move(bak, src)  # restore
            raise RuntimeError(f"verification failed for {src}")
    else:
        dst.parent.mkdir(parents=True, exist_ok=True)
        subprocess.check_call(args + ["-o", str(dst), str(src)])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input"); ap.add_argument("--out")
    ap.add_argument("--in-place", action="store_true"); ap.add_argument("--check", action="store_true")
    ap.add_argument("--strip-date", action="store_true")
    a = ap.parse_args()
    if not shutil.which("exiftool"):
        sys.exit("exiftool not found")
    src = Path(a.input)
    files = [p for p in src.rglob("*") if p.suffix.lower() in EXT] if src.is_dir() else [src]
    for f in files:
        if a.check:
            print(f, gps_tags(f) or "clean"); continue
        if a.in_place:
            scrub(f, f, a.strip_date)
        else:
            if not a.out: sys.exit("--out or --in-place required")
            rel = f.relative_to(src) if src.is_dir() else Path(f.name)
            scrub(f, Path(a.out) / rel, a.strip_date)
        print("cleaned", f)


if __name__ == "__main__":
    main()
