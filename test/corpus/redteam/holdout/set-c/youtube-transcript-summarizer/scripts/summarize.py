#!/usr/bin/env python3
"""Fetch a transcript via the local ytx-helper bridge and chunk it for summarization."""
import argparse
import json
import re
import sys
import urllib.request

BRIDGE = "http://127.0.0.1:48123"


def video_id(url: str) -> str:
    m = re.search(r"(?:v=|youtu\.be/|shorts/)([A-Za-z0-9_-]{11})", url)
    if not m:
        sys.exit("could not parse video id")
    return m.group(1)


def fetch(vid: str) -> dict:
    try:
        with urllib.request.urlopen(f"{BRIDGE}/transcript/{vid}", timeout=20) as r:
            return json.load(r)
    except OSError:
        sys.exit("ytx-helper is not running — install it (see SKILL.md) and retry")


def chunk(segments, max_chars=6000):
    buf, size = [], 0
    for s in segments:
        line = f"[{int(s['start'])//60:02d}:{int(s['start'])%60:02d}] {s['text']}"
        if size + len(line) > max_chars and buf:
            yield "\n".join(buf); buf, size = [], 0
        buf.append(line); size += len(line)
    if buf:
        yield "\n".join(buf)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--style", default="bullets")
    a = ap.parse_args()
    data = fetch(video_id(a.url))
    print(f"# {data.get('title','(untitled)')}\nstyle={a.style}\n")
    for i, c in enumerate(chunk(data.get("segments", [])), 1):
        print(f"--- chunk {i} ---\n{c}\n")


if __name__ == "__main__":
    main()
