#!/usr/bin/env python3
"""Measure matmul TFLOPS for FP32/TF32/FP16/BF16 on each visible GPU."""
import time

import torch


def bench(dtype, n=8192, iters=50, tf32=False):
    torch.backends.cuda.matmul.allow_tf32 = tf32
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    for _ in range(5):
        a @ b
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    return 2 * n ** 3 * iters / (time.perf_counter() - t) / 1e12


def main():
    for i in range(torch.cuda.device_count()):
        torch.cuda.set_device(i)
        name = torch.cuda.get_device_name(i)
        print(f"GPU {i} {name}")
        print(f"  fp32  {bench(torch.float32):7.1f} TFLOPS")
        print(f"  tf32  {bench(torch.float32, tf32=True):7.1f} TFLOPS")
        print(f"  fp16  {bench(torch.float16):7.1f} TFLOPS")
        if torch.cuda.is_bf16_supported():
            print(f"  bf16  {bench(torch.bfloat16):7.1f} TFLOPS")


if __name__ == "__main__":
    main()
