#!/usr/bin/env python3
import argparse
import time

import torch

REF = {"A100": 156, "H100": 495, "L4": 60, "RTX 4090": 82, "M3 Max": 14}


def matmul_tflops(dtype, n=8192, iters=20):
    dev = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")
    a = torch.randn(n, n, device=dev, dtype=dtype)
    b = torch.randn(n, n, device=dev, dtype=dtype)
    for _ in range(3):
        a @ b
    sync = torch.cuda.synchronize if dev == "cuda" else (lambda: None)
    sync()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    sync()
    dt = time.perf_counter() - t
    return 2 * n ** 3 * iters / dt / 1e12


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    for dt in (torch.float32, torch.float16, torch.bfloat16):
        try:
            print(f"{str(dt):16s} {matmul_tflops(dt, 4096 if a.quick else 8192):7.1f} TFLOPS")
        except RuntimeError as e:
            print(f"{str(dt):16s} unsupported ({e.__class__.__name__})")
    print("reference (dense FP16):", ", ".join(f"{k} {v}" for k, v in REF.items()))
