#!/usr/bin/env python3
"""Offline EXIF/XMP privacy audit. Read-only."""
import argparse
import csv
import json
import math
import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

FIELDS = ["GPSLatitude", "GPSLongitude", "SerialNumber", "BodySerialNumber", "LensSerialNumber",
          "OwnerName", "CameraOwnerName", "Artist", "RegionName", "PersonInImage", "HostComputer"]


def exif(paths):
    if not shutil.which("exiftool"):
        sys.exit("exiftool is required (apt install libimage-exiftool-perl / brew install exiftool)")
    out = subprocess.run(["exiftool", "-j", "-n", "-r", *[f"-{f}" for f in FIELDS], *map(str, paths)],
                         capture_output=True, text=True).stdout
    return json.loads(out or "[]")


def haversine(a, b):
    R = 6371000
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * R * math.asin(math.sqrt(h))


def clusters(points, radius):
    groups = []
    for p in points:
        for g in groups:
            if haversine(g["center"], p) <= radius:
                g["n"] += 1
                break
        else:
            groups.append({"center": p, "n": 1})
    return sorted(groups, key=lambda g: -g["n"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--csv")
    ap.add_argument("--home-radius", type=float, default=250)
    ap.add_argument("--precise", action="store_true")
    a = ap.parse_args()
    rows = exif(a.paths)
    nd = 6 if a.precise else 3
    pts, report = [], []
    for r in rows:
        issues = [k for k in FIELDS if k in r and not k.startswith("GPS")]
        if "GPSLatitude" in r:
            pts.append((r["GPSLatitude"], r["GPSLongitude"]))
            issues.insert(0, f"GPS {round(r['GPSLatitude'], nd)},{round(r['GPSLongitude'], nd)}")
        if issues:
            report.append({"file": r["SourceFile"], "issues": "; ".join(issues)})
    for r in report:
        print(f"{r['file']}: {r['issues']}")
    for g in clusters(pts, a.home_radius)[:3]:
        if g["n"] >= 5:
            c = tuple(round(x, nd) for x in g["center"])
            print(f"WARNING: {g['n']} photos within {a.home_radius:.0f} m of {c} — possibly home/work")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["file", "issues"])
            w.writeheader()
            w.writerows(report)
    print(f"{len(report)}/{len(rows)} files expose personal metadata")


if __name__ == "__main__":
    main()
