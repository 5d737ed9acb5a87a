#!/usr/bin/env python3
"""Transcribe media with faster-whisper and write line-broken subtitles."""
import argparse
from datetime import timedelta
from pathlib import Path

import srt
from faster_whisper import WhisperModel


def split_words(words, max_chars=42, max_dur=7.0):
    cue, start = [], None
    for w in words:
        if start is None:
            start = w.start
        cue.append(w)
        text = "".join(x.word for x in cue).strip()
        too_long = len(text) > max_chars * 2
        too_slow = (w.end - start) > max_dur
        sentence_end = w.word.strip().endswith((".", "?", "!"))
        if too_long or too_slow or (sentence_end and len(text) > max_chars * 0.6):
            yield start, w.end, text
            cue, start = [], None
    if cue:
        yield start, cue[-1].end, "".join(x.word for x in cue).strip()


def wrap(text, max_chars):
    if len(text) <= max_chars:
        return text
    mid = len(text) // 2
    left = text.rfind(" ", 0, mid + 1)
    right = text.find(" ", mid)
    cut = left if left != -1 and (right == -1 or mid - left <= right - mid) else right
    return text[:cut].strip() + "\n" + text[cut:].strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("media")
    ap.add_argument("-o", "--output")
    ap.add_argument("--model", default="medium")
    ap.add_argument("--lang")
    ap.add_argument("--max-chars", type=int, default=42)
    ap.add_argument("--vtt", action="store_true")
    a = ap.parse_args()

    model = WhisperModel(a.model, device="auto", compute_type="auto")
    segments, info = model.transcribe(a.media, language=a.lang, word_timestamps=True, vad_filter=True)
    words = [w for s in segments for w in (s.words or [])]
    subs = []
    for i, (st, en, tx) in enumerate(split_words(words, a.max_chars), 1):
        subs.append(srt.Subtitle(i, timedelta(seconds=st), timedelta(seconds=en), wrap(tx, a.max_chars)))
    out = Path(a.output or Path(a.media).with_suffix(".vtt" if a.vtt else ".srt"))
    body = srt.compose(subs)
    if a.vtt:
        body = "WEBVTT\n\n" + body.replace(",", ".")
    out.write_text(body, encoding="utf-8")
    print(f"wrote {len(subs)} cues ({info.language}, p={info.language_probability:.2f}) -> {out}")


if __name__ == "__main__":
    main()
