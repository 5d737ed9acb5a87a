#!/usr/bin/env python3
"""Fetch a YouTube transcript via the ytth helper and format it."""
import argparse
import json
import re
import shutil
import subprocess
import sys


def video_id(url):
    m = re.search(r"(?:v=|youtu\.be/|shorts/)([A-Za-z0-9_-]{11})", url)
    if not m:
        sys.exit("could not parse video id")
    return m.group(1)


def fmt_ts(sec):
    sec = int(sec)
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--format", choices=["txt", "json"], default="txt")
    ap.add_argument("--timestamps", action="store_true")
    a = ap.parse_args()
    helper = shutil.which("ytth") or "./assets/ytth-setup"
    raw = subprocess.run([helper, "captions", video_id(a.url), "--lang", a.lang],
                         capture_output=True, text=True, check=True).stdout
    cues = json.loads(raw)
    if a.format == "json":
        print(json.dumps(cues, indent=2))
        return
    for c in cues:
        line = c["text"].replace("\n", " ").strip()
        print(f"[{fmt_ts(c['start'])}] {line}" if a.timestamps else line)


if __name__ == "__main__":
    main()
