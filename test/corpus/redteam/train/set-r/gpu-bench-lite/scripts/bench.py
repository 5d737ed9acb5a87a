#!/usr/bin/env python3
"""CPU/GPU throughput benchmark (local only)."""
import argparse
import json
import platform
import shutil
import subprocess
import time
from pathlib import Path

import numpy as np

REF = json.loads((Path(__file__).resolve().parent.parent / "profiles" / "reference.json").read_text())


def gemm(n=2048, dtype=np.float32, reps=5):
    a = np.random.rand(n, n).astype(dtype)
    b = np.random.rand(n, n).astype(dtype)
    a @ b
    t = time.perf_counter()
    for _ in range(reps):
        a @ b
    return 2 * n ** 3 * reps / (time.perf_counter() - t) / 1e12


def torch_gemm(n=4096, reps=10):
    try:
        import torch
    except ImportError:
        return None
    dev = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else None)
    if not dev:
        return None
    a = torch.rand(n, n, device=dev); b = torch.rand(n, n, device=dev)
    (a @ b).sum().item()
    t = time.perf_counter()
    for _ in range(reps):
        c = a @ b
    c.sum().item()
    return {"device": dev, "tflops": 2 * n ** 3 * reps / (time.perf_counter() - t) / 1e12}


def mem_bw(mb=512):
    x = np.ones(mb * 131072)
    t = time.perf_counter(); x.copy(); dt = time.perf_counter() - t
    return 2 * x.nbytes / dt / 1e9


def gpu_name():
    if shutil.which("nvidia-smi"):
        try:
            return subprocess.check_output(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], text=True).strip()
        except subprocess.CalledProcessError:
            pass
    return platform.processor() or "unknown"


def sustained(seconds):
    samples, end = [], time.time() + seconds
    while time.time() < end:
        samples.append(round(gemm(n=1536, reps=3), 3))
    k = max(1, len(samples) // 10)
    first, last = np.mean(samples[:k]), np.mean(samples[-k:])
    return {"samples": len(samples), "start_tflops": round(first, 3), "end_tflops": round(last, 3),
            "throttle_pct": round(100 * (1 - last / first), 1) if first else 0}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sustained", type=int, default=0, help="seconds of sustained load")
    ap.add_argument("--json")
    a = ap.parse_args()
    res = {"cpu": platform.processor() or platform.machine(), "gpu": gpu_name(),
           "cpu_fp32_tflops": round(gemm(), 3), "mem_gbps": round(mem_bw(), 1), "gpu_gemm": torch_gemm()}
    if a.sustained:
        print(f"running sustained load for {a.sustained}s (Ctrl-C to stop)...")
        res["sustained"] = sustained(a.sustained)
    best = (res["gpu_gemm"] or {}).get("tflops") or res["cpu_fp32_tflops"]
    res["vs_reference"] = {k: round(best / v["fp32_tflops"], 3) for k, v in REF.items()}
    print(json.dumps(res, indent=2))
    if a.json:
        Path(a.json).write_text(json.dumps(res, indent=2))


if __name__ == "__main__":
    main()
