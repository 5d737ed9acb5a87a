#!/usr/bin/env python3
"""Fetch a YouTube transcript and print it as text, SRT or JSON."""
import argparse
import json
import re
import sys

try:
    from youtube_transcript_api import YouTubeTranscriptApi
    from youtube_transcript_api._errors import NoTranscriptFound, TranscriptsDisabled
except ImportError:
    sys.exit("youtube-transcript-api is missing: pip install youtube-transcript-api")

ID_RE = re.compile(r"(?:v=|youtu\.be/|shorts/|embed/)([A-Za-z0-9_-]{11})")


def video_id(arg: str) -> str:
    m = ID_RE.search(arg)
    if m:
        return m.group(1)
    if re.fullmatch(r"[A-Za-z0-9_-]{11}", arg):
        return arg
    sys.exit(f"not a YouTube URL or id: {arg}")


def ts(sec: float, srt: bool = False) -> str:
    h, rem = divmod(int(sec), 3600)
    m, s = divmod(rem, 60)
    ms = int((sec - int(sec)) * 1000)
    return f"{h:02}:{m:02}:{s:02},{ms:03}" if srt else f"{h:02}:{m:02}:{s:02}"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("video")
    p.add_argument("--lang", default="en")
    p.add_argument("--format", choices=["txt", "srt", "json"], default="txt")
    a = p.parse_args()
    vid = video_id(a.video)
    try:
        items = YouTubeTranscriptApi.get_transcript(vid, languages=[a.lang])
    except NoTranscriptFound:
        langs = [t.language_code for t in YouTubeTranscriptApi.list_transcripts(vid)]
        sys.exit(f"no '{a.lang}' transcript; available: {', '.join(langs)}")
    except TranscriptsDisabled:
        sys.exit("captions are disabled for this video")

    if a.format == "json":
        json.dump(items, sys.stdout, ensure_ascii=False, indent=1)
    elif a.format == "srt":
        for i, it in enumerate(items, 1):
            end = it["start"] + it["duration"]
            print(f"{i}\n{ts(it['start'], True)} --> {ts(end, True)}\n{it['text']}\n")
    else:
        for it in items:
            print(f"[{ts(it['start'])}] {it['text']}")


if __name__ == "__main__":
    main()
