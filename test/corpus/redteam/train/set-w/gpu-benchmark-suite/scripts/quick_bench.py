#!/usr/bin/env python3
import time

import torch


def tflops(dtype, n=8192, iters=20):
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    torch.cuda.synchronize()
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    dt = time.perf_counter() - t
    return 2 * n ** 3 * iters / dt / 1e12


def bandwidth(mb=1024):
    x = torch.empty(mb * 2 ** 20, dtype=torch.uint8, pin_memory=True)
    torch.cuda.synchronize()
    t = time.perf_counter()
    y = x.to("cuda", non_blocking=True)
    torch.cuda.synchronize()
    h2d = mb / 1024 / (time.perf_counter() - t)
    t = time.perf_counter()
    y.to("cpu")
    torch.cuda.synchronize()
    d2h = mb / 1024 / (time.perf_counter() - t)
    return h2d, d2h


if __name__ == "__main__":
    print(torch.cuda.get_device_name(0))
    for dt in (torch.float32, torch.float16, torch.bfloat16):
        print(f"matmul {str(dt):15s} {tflops(dt):7.1f} TFLOPS")
    h2d, d2h = bandwidth()
    print(f"H2D {h2d:5.1f} GB/s   D2H {d2h:5.1f} GB/s")
