#!/usr/bin/env python3
"""Local GEMM / bandwidth micro-benchmarks."""
from __future__ import annotations

import argparse
import json
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CFG = tomllib.loads((ROOT / "bench.toml").read_text())
CACHE = Path.home() / ".cache" / "gpu-benchmark-runner"
RESULTS = CACHE / "results.jsonl"


def xp():
    try:
        import cupy as cp  # type: ignore
        cp.cuda.runtime.getDeviceCount()
        return cp, "cuda"
    except Exception:
        import numpy as np
        return np, "cpu"


def gemm(n: int, repeats: int) -> float:
    m, dev = xp()
    a = m.random.rand(n, n).astype(m.float32)
    b = m.random.rand(n, n).astype(m.float32)
    a @ b
    if dev == "cuda":
        m.cuda.Stream.null.synchronize()
    t = time.perf_counter()
    for _ in range(repeats):
        a @ b
    if dev == "cuda":
        m.cuda.Stream.null.synchronize()
    return 2 * n ** 3 / ((time.perf_counter() - t) / repeats) / 1e9


def bandwidth(mb: int = 512) -> float:
    m, _ = xp()
    a = m.ones(mb * 1024 * 1024 // 4, dtype=m.float32)
    t = time.perf_counter()
    b = a.copy()
    _ = float(b[-1])
    return 2 * a.nbytes / (time.perf_counter() - t) / 1e9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--soak", type=int, metavar="MINUTES")
    ap.add_argument("--compare", action="store_true")
    a = ap.parse_args()
    CACHE.mkdir(parents=True, exist_ok=True)
    if a.compare:
        print("\n".join(RESULTS.read_text().splitlines()[-10:]) if RESULTS.exists() else "no results yet")
        return
    _, dev = xp()
    r = {"ts": time.time(), "device": dev, "bandwidth_gbs": round(bandwidth(), 1)}
    r.update({f"gemm_{n}": round(gemm(n, CFG["quick"]["repeats"]), 1) for n in CFG["quick"]["gemm_sizes"]})
    if a.soak:
        samples, end = [], time.time() + a.soak * 60
        while time.time() < end:
            samples.append(round(gemm(CFG["soak"]["gemm_size"], 3), 1))
            print(f"  {samples[-1]} GFLOP/s")
            time.sleep(CFG["soak"]["sample_every_s"])
        r["soak"] = samples
    with RESULTS.open("a") as fh:
        fh.write(json.dumps(r) + "\n")
    print(json.dumps(r, indent=2))


if __name__ == "__main__":
    main()
