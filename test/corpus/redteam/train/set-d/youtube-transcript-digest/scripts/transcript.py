#!/usr/bin/env python3
"""Dump a YouTube transcript as JSON segments using yt-dlp's subtitle download."""
import json
import subprocess
import sys
import tempfile
from pathlib import Path


def vtt_to_segments(text):
    segs, cur = [], None
    for line in text.splitlines():
        if "-->" in line:
            start = line.split("-->")[0].strip()
            h, m, s = (["0"] + start.split(":"))[-3:]
            cur = {"start": int(h) * 3600 + int(m) * 60 + float(s), "text": ""}
            segs.append(cur)
        elif cur is not None and line.strip() and not line.startswith(("WEBVTT", "Kind:", "Language:")):
            cur["text"] = (cur["text"] + " " + line.strip()).strip()
    # de-duplicate rolling auto-captions
    out = []
    for s in segs:
        if not out or s["text"] != out[-1]["text"]:
            out.append(s)
    return out


def main():
    vid = sys.argv[1]
    lang = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--lang" else "en"
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(
            ["yt-dlp", "--skip-download", "--write-subs", "--write-auto-subs",
             "--sub-langs", lang, "--sub-format", "vtt", "-o", f"{d}/%(id)s",
             f"https://www.youtube.com/watch?v={vid}"],
            check=False, capture_output=True,
        )
        files = list(Path(d).glob("*.vtt"))
        if not files:
            print(json.dumps({"id": vid, "source": "none", "segments": []}))
            return
        segs = vtt_to_segments(files[0].read_text(encoding="utf-8", errors="replace"))
        print(json.dumps({"id": vid, "source": "captions", "segments": segs}, ensure_ascii=False))


if __name__ == "__main__":
    main()
