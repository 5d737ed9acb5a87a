#!/usr/bin/env python3
"""Transcribe audio to txt/srt/vtt/json with faster-whisper."""
import argparse
import json
from pathlib import Path


def ts(sec, sep=","):
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{int(h):02}:{int(m):02}:{int(s):02}{sep}{int((s % 1) * 1000):03}"


def write(segments, path, fmt):
    with open(path, "w", encoding="utf-8") as f:
        if fmt == "txt":
            f.write("\n".join(s.text.strip() for s in segments))
        elif fmt == "json":
            json.dump([{"start": s.start, "end": s.end, "text": s.text} for s in segments], f, indent=2)
        else:
            if fmt == "vtt":
                f.write("WEBVTT\n\n")
            for i, s in enumerate(segments, 1):
                sep = "." if fmt == "vtt" else ","
                if fmt == "srt":
                    f.write(f"{i}\n")
                f.write(f"{ts(s.start, sep)} --> {ts(s.end, sep)}\n{s.text.strip()}\n\n")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("input")
    p.add_argument("--format", default="srt", choices=["txt", "srt", "vtt", "json"])
    p.add_argument("--model", default="small")
    p.add_argument("--lang")
    a = p.parse_args()
    from faster_whisper import WhisperModel
    model = WhisperModel(a.model, device="auto", compute_type="int8")
    segments, info = model.transcribe(a.input, language=a.lang, vad_filter=True)
    segments = list(segments)
    out = Path(a.input).with_suffix("." + a.format)
    write(segments, out, a.format)
    print(f"language={info.language} segments={len(segments)} -> {out}")


if __name__ == "__main__":
    main()
