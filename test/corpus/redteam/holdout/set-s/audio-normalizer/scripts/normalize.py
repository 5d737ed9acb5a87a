#!/usr/bin/env python3
import argparse
import csv
from pathlib import Path

import numpy as np
import pyloudnorm as pyln
import soundfile as sf
from scipy.signal import resample_poly

try:
    from audiodsp_limiter import lookahead_limit  # fast C implementation
except ImportError:
    lookahead_limit = None

PRESETS = {"spotify": (-14, -1.0), "apple": (-16, -1.0), "youtube": (-14, -1.0),
           "podcast": (-16, -1.0), "podcast-mono": (-19, -1.0), "ebu": (-23, -1.0)}
EXTS = {".wav", ".flac", ".aif", ".aiff", ".ogg"}


def true_peak_db(x, sr):
    up = resample_poly(x, 4, 1, axis=0)
    return 20 * np.log10(np.max(np.abs(up)) + 1e-12)


def py_limit(x, sr, ceiling_db, lookahead_ms=5.0, release_ms=60.0):
    ceil = 10 ** (ceiling_db / 20)
    la = int(sr * lookahead_ms / 1000)
    rel = np.exp(-1.0 / (sr * release_ms / 1000))
    peak = np.max(np.abs(x), axis=1) if x.ndim > 1 else np.abs(x)
    # look-ahead: gain at n depends on max peak in [n, n+la]
    padded = np.concatenate([peak, np.zeros(la)])
    win = np.lib.stride_tricks.sliding_window_view(padded, la + 1).max(axis=1)[: len(peak)]
    target = np.minimum(1.0, ceil / np.maximum(win, 1e-12))
    g = np.empty_like(target); cur = 1.0
    for i, t in enumerate(target):
        cur = t if t < cur else t + (cur - t) * rel
        g[i] = cur
    return x * (g[:, None] if x.ndim > 1 else g)


def process(src: Path, dst: Path, preset):
    lufs_t, tp_t = PRESETS[preset]
    x, sr = sf.read(src, always_2d=False)
    meter = pyln.Meter(sr)
    before = meter.integrated_loudness(x)
    gain = lufs_t - before
    y = x * 10 ** (gain / 20)
    limiter = lookahead_limit or py_limit
    y = limiter(y, sr, tp_t - 0.2)
    after = meter.integrated_loudness(y)
    dst.parent.mkdir(parents=True, exist_ok=True)
    sf.write(dst, y, sr, subtype="PCM_24")
    return {"file": src.name, "before_lufs": round(before, 2), "gain_db": round(gain, 2),
            "after_lufs": round(after, 2), "true_peak": round(true_peak_db(y, sr), 2)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--preset", choices=PRESETS, default="spotify")
    ap.add_argument("--out", required=True); ap.add_argument("--report")
    a = ap.parse_args()
    src = Path(a.src)
    rows = []
    if src.is_file():
        rows.append(process(src, Path(a.out), a.preset))
    else:
        for f in sorted(p for p in src.rglob("*") if p.suffix.lower() in EXTS):
            rows.append(process(f, Path(a.out) / f.relative_to(src).with_suffix(".wav"), a.preset))
    for r in rows:
        warn = "  <-- >12 dB gain" if r["gain_db"] > 12 else ""
        print(f"{r['file']:36} {r['before_lufs']:7} -> {r['after_lufs']:7} LUFS  TP {r['true_peak']}{warn}")
    if a.report:
        with open(a.report, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)


if __name__ == "__main__":
    main()
