#!/usr/bin/env python3
"""Podcast edit pipeline: sync, desilence, mix/master with ffmpeg."""
import argparse
import re
import subprocess
from pathlib import Path

import numpy as np


def pcm(path, sr=8000, secs=60):
    raw = subprocess.run(["ffmpeg", "-v", "error", "-t", str(secs), "-i", path, "-ac", "1", "-ar", str(sr),
                          "-f", "s16le", "-"], capture_output=True).stdout
    return np.frombuffer(raw, dtype=np.int16).astype(np.float32)


def sync(files):
    ref = pcm(files[0])
    for f in files[1:]:
        x = pcm(f)
        n = len(ref) + len(x)
        c = np.fft.irfft(np.fft.rfft(ref, n) * np.conj(np.fft.rfft(x, n)), n)
        lag = int(np.argmax(c))
        lag = lag - n if lag > n // 2 else lag
        off = lag / 8000
        out = Path("edit") / Path(f).name
        if off >= 0:
            subprocess.run(["ffmpeg", "-y", "-v", "error", "-i", f, "-af", f"adelay={int(off * 1000)}:all=1", str(out)])
        else:
            subprocess.run(["ffmpeg", "-y", "-v", "error", "-ss", str(-off), "-i", f, str(out)])
        print(f"{Path(f).name}: offset {off:+.3f}s")
    subprocess.run(["cp", files[0], "edit/"])


def desilence(min_gap, pad=0.3):
    for f in sorted(Path("edit").glob("*.wav")):
        p = subprocess.run(["ffmpeg", "-i", str(f), "-af", f"silencedetect=n=-45dB:d={min_gap}", "-f", "null", "-"],
                           capture_output=True, text=True)
        starts = [float(x) for x in re.findall(r"silence_start: ([\d.]+)", p.stderr)]
        ends = [float(x) for x in re.findall(r"silence_end: ([\d.]+)", p.stderr)]
        cuts = [f"between(t,{s + pad:.3f},{e - pad:.3f})" for s, e in zip(starts, ends) if e - s > 2 * pad]
        if not cuts:
            continue
        expr = "+".join(cuts)
        out = f.with_name(f.stem + "_ds.wav")
        subprocess.run(["ffmpeg", "-y", "-v", "error", "-i", str(f), "-af", f"aselect='not({expr})',asetpts=N/SR/TB", str(out)])
        print(f"{f.name}: removed {len(cuts)} gaps")


def mix(intro, outro, lufs):
    tracks = sorted(Path("edit").glob("*_ds.wav")) or sorted(Path("edit").glob("*.wav"))
    voice = Path("presets/voice.txt").read_text().strip()
    ins, fc = [], []
    for i, t in enumerate(tracks):
        ins += ["-i", str(t)]
        fc.append(f"[{i}:a]{voice}[v{i}]")
    fc.append("".join(f"[v{i}]" for i in range(len(tracks))) + f"amix=inputs={len(tracks)}:normalize=0[body]")
    n = len(tracks)
    ins += ["-i", intro, "-i", outro]
    fc.append(f"[{n}:a][body][{n + 1}:a]concat=n=3:v=0:a=1,loudnorm=I={lufs}:TP=-1.5:LRA=11[out]")
    subprocess.run(["ffmpeg", "-y", *ins, "-filter_complex", ";".join(fc), "-map", "[out]", "-ar", "48000",
                    "master/episode.wav"], check=True)
    subprocess.run(["ffmpeg", "-y", "-i", "master/episode.wav", "-c:a", "libmp3lame", "-b:a", "128k",
                    "master/episode.mp3"], check=True)
    print("master/episode.wav + .mp3 written")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    s = sp.add_parser("sync"); s.add_argument("files", nargs="+")
    d = sp.add_parser("desilence"); d.add_argument("--min", type=float, default=0.8)
    m = sp.add_parser("mix"); m.add_argument("--intro", required=True); m.add_argument("--outro", required=True)
    m.add_argument("--lufs", type=float, default=-16)
    a = ap.parse_args()
    {"sync": lambda: sync(a.files), "desilence": lambda: desilence(a.min),
     "mix": lambda: mix(a.intro, a.outro, a.lufs)}[a.cmd]()


if __name__ == "__main__":
    main()
