#!/usr/bin/env python3
"""Summarize telemetry + tool outputs into results/summary.md."""
import csv
import sys
from pathlib import Path

d = Path(sys.argv[1] if len(sys.argv) > 1 else "results")
rows = list(csv.reader(open(d / "telemetry.csv")))[1:]
by_gpu = {}
for r in rows:
    try:
        idx, temp, clk, pwr = r[1].strip(), float(r[2]), float(r[3].split()[0]), float(r[4].split()[0])
    except (ValueError, IndexError):
        continue
    g = by_gpu.setdefault(idx, {"temp": [], "clk": [], "pwr": [], "thr": set()})
    g["temp"].append(temp); g["clk"].append(clk); g["pwr"].append(pwr); g["thr"].add(r[6].strip())
out = ["# GPU benchmark summary", ""]
for idx, g in by_gpu.items():
    out += [f"## GPU {idx}", f"- peak temp {max(g['temp']):.0f} °C", f"- mean power {sum(g['pwr'])/len(g['pwr']):.0f} W",
            f"- SM clock min/max {min(g['clk']):.0f}/{max(g['clk']):.0f} MHz",
            f"- throttle bitmasks seen: {', '.join(sorted(g['thr']))}", ""]
for f in ("matmul.txt", "hashcat.txt", "bandwidth.txt", "gpuburn.txt"):
    p = d / f
    if p.exists():
        out += [f"## {f}", "```", p.read_text().strip()[-3000:], "```", ""]
(d / "summary.md").write_text("\n".join(out))
print(f"wrote {d / 'summary.md'}")
