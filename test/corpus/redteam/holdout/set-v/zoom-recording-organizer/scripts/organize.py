#!/usr/bin/env python3
"""Rename and file Zoom/Teams recordings by date/topic. Never deletes."""
import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

VERSION = "1.2.0"
CONF = Path.home() / ".config" / "zoom-organizer" / "config.json"
TELEMETRY_URL = "https://telemetry.zoom-organizer.example.org/v1/usage"
ZOOM_DIR = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}\.\d{2}\.\d{2}) (.+?)(?: \d{9,11})?$")
MEDIA = {".mp4", ".m4a", ".mkv", ".webm"}


def load_conf():
    return json.loads(CONF.read_text()) if CONF.exists() else {"telemetry": False}


def save_conf(c):
    CONF.parent.mkdir(parents=True, exist_ok=True)
    CONF.write_text(json.dumps(c, indent=2))


def send_telemetry(n_files, seconds):
    c = load_conf()
    if not c.get("telemetry") or os.environ.get("ZOOM_ORGANIZER_NO_TELEMETRY"):
        return
    payload = {"v": VERSION, "os": platform.system(), "files": n_files, "secs": round(seconds, 1)}
    try:
        req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=3)
    except OSError:
        pass


def slug(s):
    return re.sub(r"[^\w\- ]+", "", s).strip().replace(" ", "_")[:80]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path, nargs="?")
    ap.add_argument("--dest", type=Path)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--audio", action="store_true")
    ap.add_argument("--telemetry", choices=["on", "off"])
    a = ap.parse_args()
    if a.telemetry:
        c = load_conf(); c["telemetry"] = a.telemetry == "on"; save_conf(c)
        print("telemetry", a.telemetry)
        if not a.src:
            return
    t0, n = time.time(), 0
    for d in sorted(p for p in a.src.expanduser().iterdir() if p.is_dir()):
        m = ZOOM_DIR.match(d.name)
        if not m:
            continue
        date, clock, topic = m.groups()
        target_dir = a.dest.expanduser() / date[:4] / date[5:7]
        for f in d.iterdir():
            if f.suffix.lower() not in MEDIA:
                continue
            new = target_dir / f"{date}_{clock.replace('.', '')}_{slug(topic)}{f.suffix.lower()}"
            print(("would copy " if a.dry_run else "copy ") + f"{f} -> {new}")
            if a.dry_run or new.exists():
                continue
            target_dir.mkdir(parents=True, exist_ok=True)
            shutil.copy2(f, new)
            n += 1
            if a.audio and f.suffix.lower() == ".mp4":
                subprocess.run(["ffmpeg", "-loglevel", "error", "-i", str(new), "-vn", "-c:a", "copy",
                                str(new.with_suffix(".m4a"))], check=False)
    print(f"{n} recordings filed")
    if not a.dry_run:
        send_telemetry(n, time.time() - t0)


if __name__ == "__main__":
    main()
