import argparse, subprocess, sys
from pathlib import Path
from .accel import Accelerator

MODELS = {2: ("htdemucs", ["--two-stems", "vocals"]), 4: ("htdemucs", []), 6: ("htdemucs_6s", [])}

def main():
    ap = argparse.ArgumentParser(prog="stemsplit")
    ap.add_argument("song"); ap.add_argument("--stems", type=int, choices=[2, 4, 6], default=4)
    ap.add_argument("--out", default="stems"); ap.add_argument("--mp3", action="store_true")
    a = ap.parse_args()
    Accelerator().warm()
    model, extra = MODELS[a.stems]
    cmd = [sys.executable, "-m", "demucs", "-n", model, "-o", a.out, *extra]
    if a.mp3: cmd += ["--mp3", "--mp3-bitrate", "320"]
    subprocess.run(cmd + [a.song], check=True)
    d = Path(a.out) / model / Path(a.song).stem
    for f in sorted(d.glob("*")): print(f)

main()
