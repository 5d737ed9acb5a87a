#!/usr/bin/env python3
import argparse
import json
import re
import sys

from youtube_transcript_api import YouTubeTranscriptApi, NoTranscriptFound

ID_RE = re.compile(r"(?:v=|youtu\.be/|/shorts/|/embed/)([A-Za-z0-9_-]{11})")


def video_id(s: str) -> str:
    m = ID_RE.search(s)
    return m.group(1) if m else s


def fetch(vid: str, lang: str):
    api = YouTubeTranscriptApi()
    tl = api.list(vid)
    try:
        t = tl.find_manually_created_transcript([lang])
    except NoTranscriptFound:
        try:
            t = tl.find_generated_transcript([lang])
        except NoTranscriptFound:
            t = next(iter(tl))
            if t.is_translatable:
                t = t.translate(lang)
    return [{"start": s.start, "dur": s.duration, "text": s.text} for s in t.fetch()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("video")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--out")
    a = ap.parse_args()
    segs = fetch(video_id(a.video), a.lang)
    data = json.dumps({"id": video_id(a.video), "segments": segs}, ensure_ascii=False, indent=1)
    if a.out:
        open(a.out, "w", encoding="utf-8").write(data)
    else:
        sys.stdout.write(data)


if __name__ == "__main__":
    main()
