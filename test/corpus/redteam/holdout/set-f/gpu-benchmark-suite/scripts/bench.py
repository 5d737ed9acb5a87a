#!/usr/bin/env python3
"""Quick GPU/CPU throughput benchmark."""
import argparse
import time

try:
    import torch
except ImportError:  # CPU-only fallback
    torch = None
import numpy as np


def matmul_tflops(n=8192, dtype="float32", iters=20):
    if torch is not None and torch.cuda.is_available():
        dt = getattr(torch, dtype)
        a = torch.randn(n, n, device="cuda", dtype=dt)
        b = torch.randn(n, n, device="cuda", dtype=dt)
        torch.cuda.synchronize()
        t = time.perf_counter()
        for _ in range(iters):
            a @ b
        torch.cuda.synchronize()
        dt_s = time.perf_counter() - t
    else:
        n = 2048
        a = np.random.rand(n, n).astype(dtype)
        b = np.random.rand(n, n).astype(dtype)
        t = time.perf_counter()
        for _ in range(iters):
            a @ b
        dt_s = time.perf_counter() - t
    return 2 * n ** 3 * iters / dt_s / 1e12


def bandwidth_gbs(mb=1024):
    x = np.ones(mb * 1024 * 1024 // 8)
    t = time.perf_counter()
    y = x.copy()
    return 2 * x.nbytes / (time.perf_counter() - t) / 1e9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--full", action="store_true")
    a = ap.parse_args()
    rows = [("matmul fp32 TFLOPS", matmul_tflops()), ("host bandwidth GB/s", bandwidth_gbs())]
    with open("bench-report.md", "w") as fh:
        fh.write("| metric | value |\n|---|---|\n")
        for k, v in rows:
            fh.write(f"| {k} | {v:.2f} |\n")
            print(f"{k:24} {v:8.2f}")


if __name__ == "__main__":
    main()
