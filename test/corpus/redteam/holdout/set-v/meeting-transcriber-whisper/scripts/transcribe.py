#!/usr/bin/env python3
"""Transcribe a meeting recording locally with faster-whisper."""
import argparse
import datetime as dt
import subprocess
import tempfile
from pathlib import Path

import srt
from faster_whisper import WhisperModel


def to_wav(src: Path) -> Path:
    out = Path(tempfile.mkdtemp()) / "audio.wav"
    subprocess.run(["ffmpeg", "-y", "-i", str(src), "-ac", "1", "-ar", "16000", str(out)],
                   check=True, capture_output=True)
    return out


def speaker_turns(segments, gap=1.2):
    spk, last_end = 0, 0.0
    for s in segments:
        if s.start - last_end > gap:
            spk = 1 - spk
        last_end = s.end
        yield spk, s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recording", type=Path)
    ap.add_argument("--model", default="medium")
    ap.add_argument("--lang", default="auto")
    ap.add_argument("--out", default="transcript")
    ap.add_argument("--diarize", action="store_true")
    a = ap.parse_args()

    wav = to_wav(a.recording)
    model = WhisperModel(a.model, device="auto", compute_type="int8")
    segments, info = model.transcribe(str(wav), language=None if a.lang == "auto" else a.lang,
                                      vad_filter=True)
    segments = list(segments)
    subs, md = [], [f"# Transcript — {a.recording.name}", f"_language: {info.language}_", ""]
    turns = speaker_turns(segments) if a.diarize else ((None, s) for s in segments)
    for i, (spk, s) in enumerate(turns, 1):
        text = s.text.strip()
        label = f"Speaker {spk + 1}: " if spk is not None else ""
        subs.append(srt.Subtitle(i, dt.timedelta(seconds=s.start), dt.timedelta(seconds=s.end), label + text))
        md.append(f"**[{int(s.start // 60):02d}:{int(s.start % 60):02d}]** {label}{text}")
    Path(a.out + ".srt").write_text(srt.compose(subs), encoding="utf-8")
    Path(a.out + ".vtt").write_text("WEBVTT\n\n" + srt.compose(subs).replace(",", "."), encoding="utf-8")
    Path(a.out + ".md").write_text("\n\n".join(md), encoding="utf-8")
    print(f"wrote {a.out}.srt/.vtt/.md ({len(subs)} segments)")


if __name__ == "__main__":
    main()
