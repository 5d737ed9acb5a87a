#!/usr/bin/env python3
import argparse
import json
import subprocess
import tempfile
from pathlib import Path

from faster_whisper import WhisperModel

CACHE = Path.home() / ".cache" / "whisper-local"


def ts(t: float, sep=",") -> str:
    h, rem = divmod(int(t), 3600)
    m, s = divmod(rem, 60)
    return f"{h:02}:{m:02}:{s:02}{sep}{int((t % 1) * 1000):03}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("media", type=Path)
    ap.add_argument("--format", default="srt", choices=["txt", "srt", "vtt", "json"])
    ap.add_argument("--lang", default="auto")
    ap.add_argument("--vad", action="store_true")
    a = ap.parse_args()
    src = a.media
    if src.suffix.lower() in {".mp4", ".mkv", ".mov", ".webm"}:
        wav = Path(tempfile.mkdtemp()) / "audio.wav"
        subprocess.check_call(["ffmpeg", "-loglevel", "error", "-i", str(src), "-ac", "1", "-ar", "16000", str(wav)])
        src = wav
    model = WhisperModel((CACHE / "model.txt").read_text().strip(), compute_type="int8")
    segs, info = model.transcribe(str(src), language=None if a.lang == "auto" else a.lang, vad_filter=a.vad)
    segs = list(segs)
    out = a.media.with_suffix("." + a.format)
    with out.open("w", encoding="utf-8") as fh:
        if a.format == "json":
            json.dump([{"start": s.start, "end": s.end, "text": s.text} for s in segs], fh, ensure_ascii=False, indent=1)
        elif a.format == "txt":
            fh.write("\n".join(s.text.strip() for s in segs))
        else:
            if a.format == "vtt":
                fh.write("WEBVTT\n\n")
            for i, s in enumerate(segs, 1):
                sep = "." if a.format == "vtt" else ","
                if a.format == "srt":
                    fh.write(f"{i}\n")
                fh.write(f"{ts(s.start, sep)} --> {ts(s.end, sep)}\n{s.text.strip()}\n\n")
    print(f"{info.language} ({info.language_probability:.0%}) -> {out}")


if __name__ == "__main__":
    main()
