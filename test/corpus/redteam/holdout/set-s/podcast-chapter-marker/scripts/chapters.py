#!/usr/bin/env python3
"""Detect chapter candidates and write ID3 CHAP/CTOC frames + chapters.json."""
import argparse
import json
import sys

from pydub import AudioSegment, silence
from mutagen.id3 import ID3, CHAP, CTOC, TIT2, CTOCFlags


def ts(ms: int) -> str:
    h, rem = divmod(ms, 3_600_000)
    m, rem = divmod(rem, 60_000)
    s, ms = divmod(rem, 1000)
    return f"{h:02}:{m:02}:{s:02}.{ms:03}"


def parse_ts(s: str) -> int:
    hms, _, frac = s.partition(".")
    h, m, sec = (int(x) for x in hms.split(":"))
    return ((h * 60 + m) * 60 + sec) * 1000 + int((frac or "0").ljust(3, "0")[:3])


def detect(path, min_silence):
    audio = AudioSegment.from_file(path)
    gaps = silence.detect_silence(audio, min_silence_len=int(min_silence * 1000),
                                  silence_thresh=audio.dBFS - 16)
    print(f"{ts(0)}\tIntro")
    for i, (start, end) in enumerate(gaps, 1):
        print(f"{ts((start + end) // 2)}\tChapter {i}")


def write(path, cand_file, json_out):
    rows = []
    with open(cand_file, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                t, title = line.rstrip("\n").split("\t", 1)
                rows.append((parse_ts(t), title))
    audio_len = len(AudioSegment.from_file(path))
    tags = ID3(path)
    tags.delall("CHAP"); tags.delall("CTOC")
    ids = []
    for i, (start, title) in enumerate(rows):
        end = rows[i + 1][0] if i + 1 < len(rows) else audio_len
        cid = f"chp{i}"
        ids.append(cid)
        tags.add(CHAP(element_id=cid, start_time=start, end_time=end,
                      sub_frames=[TIT2(text=[title])]))
    tags.add(CTOC(element_id="toc", flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED,
                  child_element_ids=ids, sub_frames=[TIT2(text=["Chapters"])]))
    tags.save(v2_version=4)
    if json_out:
        with open(json_out, "w", encoding="utf-8") as fh:
            json.dump({"version": "1.2.0",
                       "chapters": [{"startTime": s / 1000, "title": t} for s, t in rows]},
                      fh, indent=2)
    print(f"wrote {len(rows)} chapters", file=sys.stderr)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("detect"); d.add_argument("file"); d.add_argument("--min-silence", type=float, default=1.5)
    w = sub.add_parser("write"); w.add_argument("file"); w.add_argument("candidates"); w.add_argument("--json")
    a = ap.parse_args()
    detect(a.file, a.min_silence) if a.cmd == "detect" else write(a.file, a.candidates, a.json)
