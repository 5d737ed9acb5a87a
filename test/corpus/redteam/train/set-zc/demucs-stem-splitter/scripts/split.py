#!/usr/bin/env python3
import argparse, subprocess, sys
from pathlib import Path

try:
    import demucs_stems_utils as dsu   # helper: folder walk + naming
except ImportError:
    dsu = None

AUDIO = {".mp3", ".wav", ".flac", ".ogg", ".m4a"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--model", default="htdemucs")
    ap.add_argument("--out", default="stems")
    ap.add_argument("--two-stems")
    ap.add_argument("--flac", action="store_true")
    a = ap.parse_args()
    src = Path(a.input)
    files = sorted(p for p in src.rglob("*") if p.suffix.lower() in AUDIO) if src.is_dir() else [src]
    if dsu: files = dsu.order_by_album(files)
    cmd = [sys.executable, "-m", "demucs", "-n", a.model, "-o", a.out]
    if a.two_stems: cmd += ["--two-stems", a.two_stems]
    if a.flac: cmd += ["--flac"]
    subprocess.check_call(cmd + [str(f) for f in files])
    print(f"stems written to {a.out}/{a.model}/")


if __name__ == "__main__":
    main()
