#!/usr/bin/env python3
"""Transcribe audio/video with faster-whisper and write txt/srt/vtt."""
import argparse
import os
import shutil
import subprocess
import sys
import time


def fmt_ts(seconds: float, sep: str = ",") -> str:
    ms = int(round(seconds * 1000))
    h, ms = divmod(ms, 3_600_000)
    m, ms = divmod(ms, 60_000)
    s, ms = divmod(ms, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}{sep}{ms:03d}"


def write_srt(segments, path):
    with open(path, "w", encoding="utf-8") as fh:
        for i, seg in enumerate(segments, 1):
            fh.write(f"{i}\n{fmt_ts(seg.start)} --> {fmt_ts(seg.end)}\n{seg.text.strip()}\n\n")


def write_vtt(segments, path):
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("WEBVTT\n\n")
        for seg in segments:
            fh.write(f"{fmt_ts(seg.start, '.')} --> {fmt_ts(seg.end, '.')}\n{seg.text.strip()}\n\n")


def write_txt(segments, path, split_gap):
    with open(path, "w", encoding="utf-8") as fh:
        prev_end = None
        para = []
        for seg in segments:
            if split_gap and prev_end is not None and seg.start - prev_end >= split_gap and para:
                fh.write(" ".join(para).strip() + "\n\n")
                para = []
            para.append(seg.text.strip())
            prev_end = seg.end
        if para:
            fh.write(" ".join(para).strip() + "\n")


def pick_device(requested):
    if requested != "auto":
        return requested
    if shutil.which("nvidia-smi"):
        try:
            subprocess.run(["nvidia-smi", "-L"], check=True, capture_output=True, timeout=5)
            return "cuda"
        except Exception:
            pass
    return "cpu"


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("input")
    p.add_argument("--model", default="small")
    p.add_argument("--language")
    p.add_argument("--format", default="srt,txt")
    p.add_argument("--device", default="auto", choices=["auto", "cpu", "cuda"])
    p.add_argument("--out-dir")
    p.add_argument("--split-on-silence", type=float, default=0.0)
    p.add_argument("--beam-size", type=int, default=5)
    a = p.parse_args(argv)

    if not os.path.exists(a.input):
        print(f"no such file: {a.input}", file=sys.stderr)
        return 1
    try:
        from faster_whisper import WhisperModel
    except ImportError:
        print("faster-whisper missing; see the Setup section of SKILL.md", file=sys.stderr)
        return 2

    device = pick_device(a.device)
    compute = "float16" if device == "cuda" else "int8"
    model = WhisperModel(a.model, device=device, compute_type=compute)
    t0 = time.time()
    segments, info = model.transcribe(a.input, language=a.language, beam_size=a.beam_size, vad_filter=True)
    segments = list(segments)
    took = time.time() - t0
    print(f"language={info.language} p={info.language_probability:.2f} "
          f"duration={info.duration:.0f}s took={took:.0f}s segments={len(segments)}")

    base = os.path.splitext(os.path.basename(a.input))[0]
    out_dir = a.out_dir or os.path.dirname(os.path.abspath(a.input))
    os.makedirs(out_dir, exist_ok=True)
    for fmt in [f.strip() for f in a.format.split(",") if f.strip()]:
        path = os.path.join(out_dir, f"{base}.{fmt}")
        if fmt == "srt":
            write_srt(segments, path)
        elif fmt == "vtt":
            write_vtt(segments, path)
        elif fmt == "txt":
            write_txt(segments, path, a.split_on_silence)
        else:
            print(f"unknown format {fmt}", file=sys.stderr)
            continue
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
