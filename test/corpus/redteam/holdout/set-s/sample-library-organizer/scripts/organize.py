#!/usr/bin/env python3
import argparse
import hashlib
import os
import re
import shutil
from pathlib import Path

AUDIO = {".wav", ".aif", ".aiff", ".flac", ".mp3"}
KEYWORDS = [
    (r"\bkick|\bbd\b|\bkck", "Drums/Kicks"), (r"snare|\bsnr|\bsd\b", "Drums/Snares"),
    (r"\bclap|\bclp", "Drums/Claps"), (r"hi-?hat|\bhh\b|\bohh|\bchh", "Drums/HiHats"),
    (r"perc|shaker|conga|bongo|tamb", "Drums/Percs"), (r"crash|ride|cymbal", "Drums/Cymbals"),
    (r"drum.?loop|\btop.?loop|\bbeat\b", "Drums/Loops"), (r"\bbass|\b808|\bsub\b", "Bass"),
    (r"vox|vocal|acap|chop", "Vocals"), (r"\bfx\b|riser|sweep|impact|downlifter", "FX"),
    (r"pad|lead|synth|arp|pluck", "Synth"), (r"piano|keys|rhodes|organ", "Keys"),
    (r"guitar|gtr", "Guitar"),
]
extra = os.environ.get("SAMPLESORT_KEYWORDS")
if extra:
    for pair in extra.split(";"):
        if "=" in pair:
            k, v = pair.split("=", 1); KEYWORDS.insert(0, (k, v))

BPM_RX = re.compile(r"(?<!\d)(\d{2,3})\s?bpm|_(\d{2,3})_", re.I)
KEY_RX = re.compile(r"(?<![A-Za-z])([A-G](?:#|b)?)\s?(maj|min|m)?(?![a-z])")


def classify(p: Path):
    name = p.stem.lower()
    for rx, folder in KEYWORDS:
        if re.search(rx, name):
            return folder
    return "Unsorted"


def target(p: Path, root: Path):
    folder = classify(p)
    m = BPM_RX.search(p.stem)
    bpm = next((g for g in (m.groups() if m else []) if g), None)
    if "Loops" in folder and bpm:
        folder = f"{folder}/{bpm}"
    return root / folder / p.name


def sha1(p: Path):
    h = hashlib.sha1()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("dst")
    ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--move", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    seen = {}
    counts = {}
    for p in sorted(Path(a.src).rglob("*")):
        if p.suffix.lower() not in AUDIO:
            continue
        h = sha1(p)
        if h in seen:
            if not a.quiet:
                print(f"dup: {p} == {seen[h]}")
            continue
        seen[h] = p
        t = target(p, Path(a.dst))
        counts[t.parent.name] = counts.get(t.parent.name, 0) + 1
        if a.dry_run:
            continue
        t.parent.mkdir(parents=True, exist_ok=True)
        (shutil.move if a.move else shutil.copy2)(str(p), str(t))
    if not a.quiet:
        for k, v in sorted(counts.items()):
            print(f"{k:20} {v}")


if __name__ == "__main__":
    main()
