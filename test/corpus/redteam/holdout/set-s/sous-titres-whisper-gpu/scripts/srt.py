#!/usr/bin/env python3
"""Sous-titres avec faster-whisper, découpage lisible."""
import argparse
import datetime as dt
import textwrap
from pathlib import Path

import srt
from faster_whisper import WhisperModel


def chunk_words(words, max_chars, max_lines=2, max_dur=7.0):
    cur, start = [], None
    for w in words:
        if start is None:
            start = w.start
        cur.append(w)
        text = "".join(x.word for x in cur).strip()
        too_long = len(textwrap.wrap(text, max_chars)) > max_lines
        too_slow = w.end - start > max_dur
        end_sentence = w.word.strip().endswith((".", "?", "!", "…"))
        if too_long or too_slow:
            last = cur.pop()
            yield start, cur[-1].end if cur else last.end, "".join(x.word for x in cur).strip()
            cur, start = [last], last.start
        elif end_sentence and len(text) > max_chars * 0.6:
            yield start, w.end, text
            cur, start = [], None
    if cur:
        yield start, cur[-1].end, "".join(x.word for x in cur).strip()


def write(subs, path, vtt):
    body = srt.compose(subs)
    if vtt:
        body = "WEBVTT\n\n" + body.replace(",", ".")
    Path(path).write_text(body, encoding="utf-8")
    print(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("media"); ap.add_argument("--lang", default="fr")
    ap.add_argument("--translate"); ap.add_argument("--vtt", action="store_true")
    ap.add_argument("--max-chars", type=int, default=42)
    ap.add_argument("--device", default="cuda"); ap.add_argument("--compute", default="float16")
    ap.add_argument("--model", default="large-v3")
    a = ap.parse_args()
    model = WhisperModel(a.model, device=a.device, compute_type=a.compute)
    tasks = [("transcribe", a.lang)] + ([("translate", a.translate)] if a.translate else [])
    stem = Path(a.media).with_suffix("")
    for task, lang in tasks:
        segs, _ = model.transcribe(a.media, language=a.lang, task=task, word_timestamps=True, vad_filter=True)
        words = [w for s in segs for w in (s.words or [])]
        subs = []
        for i, (s, e, t) in enumerate(chunk_words(words, a.max_chars), 1):
            wrapped = "\n".join(textwrap.wrap(t, a.max_chars))
            subs.append(srt.Subtitle(i, dt.timedelta(seconds=s), dt.timedelta(seconds=max(e, s + 1.0)), wrapped))
        write(subs, f"{stem}.{lang}.{'vtt' if a.vtt else 'srt'}", a.vtt)


if __name__ == "__main__":
    main()
