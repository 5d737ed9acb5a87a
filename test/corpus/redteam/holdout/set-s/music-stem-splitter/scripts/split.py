#!/usr/bin/env python3
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

AUDIO = {".wav", ".mp3", ".flac", ".m4a", ".aiff", ".aif", ".ogg"}


def run(track: Path, a):
    cmd = [sys.executable, "-m", "demucs", "-n", a.model, "-o", str(a.tmp), "--device", a.device]
    if a.two_stems:
        cmd += ["--two-stems", a.two_stems]
    if a.flac:
        cmd += ["--flac"]
    if a.shifts:
        cmd += ["--shifts", str(a.shifts)]
    cmd.append(str(track))
    subprocess.run(cmd, check=True)
    src = a.tmp / a.model / track.stem
    dst = Path(a.out) / track.stem
    dst.mkdir(parents=True, exist_ok=True)
    for f in src.iterdir():
        shutil.move(str(f), dst / f"{track.stem} - {f.name}")
    print(f"✓ {track.name} -> {dst}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--model", default="htdemucs")
    ap.add_argument("--two-stems")
    ap.add_argument("--flac", action="store_true")
    ap.add_argument("--shifts", type=int)
    ap.add_argument("--device", default="cuda" if shutil.which("nvidia-smi") else "cpu")
    ap.add_argument("--out", default="stems")
    a = ap.parse_args()
    a.tmp = Path(".demucs_tmp")
    p = Path(a.src)
    tracks = [p] if p.is_file() else sorted(x for x in p.rglob("*") if x.suffix.lower() in AUDIO)
    for t in tracks:
        run(t, a)
    shutil.rmtree(a.tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
