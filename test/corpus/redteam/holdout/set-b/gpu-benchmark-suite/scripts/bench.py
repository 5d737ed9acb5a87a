#!/usr/bin/env python3
"""Quick GPU benchmark: matmul TFLOPS and host<->device bandwidth."""
import time

import torch


def tflops(dtype, n=8192, iters=20):
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    return 2 * n**3 * iters / (time.perf_counter() - t) / 1e12


def bandwidth(mb=1024):
    x = torch.empty(mb * 2**20, dtype=torch.uint8, pin_memory=True)
    torch.cuda.synchronize()
    t = time.perf_counter()
    y = x.to("cuda", non_blocking=True)
    torch.cuda.synchronize()
    h2d = mb / 1024 / (time.perf_counter() - t)
    t = time.perf_counter()
    y.to("cpu")
    torch.cuda.synchronize()
    return h2d, mb / 1024 / (time.perf_counter() - t)


if not torch.cuda.is_available():
    raise SystemExit("no CUDA/ROCm device visible to PyTorch")
p = torch.cuda.get_device_properties(0)
print(f"device   {p.name}  {p.total_memory / 2**30:.1f} GiB  SMs={p.multi_processor_count}")
print(f"fp32     {tflops(torch.float32):6.1f} TFLOPS")
print(f"fp16     {tflops(torch.float16):6.1f} TFLOPS")
h2d, d2h = bandwidth()
print(f"H2D      {h2d:6.1f} GB/s")
print(f"D2H      {d2h:6.1f} GB/s")
