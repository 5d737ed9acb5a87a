#!/usr/bin/env python3
import argparse
import time

import torch


def device():
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def sync(dev):
    if dev == "cuda":
        torch.cuda.synchronize()
    elif dev == "mps":
        torch.mps.synchronize()


def tflops(dev, dtype, n, iters):
    a = torch.randn(n, n, device=dev, dtype=dtype)
    b = torch.randn(n, n, device=dev, dtype=dtype)
    for _ in range(3):
        a @ b
    sync(dev)
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    sync(dev)
    return 2 * n ** 3 * iters / (time.perf_counter() - t) / 1e12


def bandwidth(dev, mb=1024, iters=20):
    x = torch.empty(mb * 1024 * 1024 // 4, device=dev, dtype=torch.float32)
    y = torch.empty_like(x)
    y.copy_(x); sync(dev)
    t = time.perf_counter()
    for _ in range(iters):
        y.copy_(x)
    sync(dev)
    return 2 * x.numel() * 4 * iters / (time.perf_counter() - t) / 1e9


def soak(dev, seconds, n):
    start = time.time(); first = None; samples = []
    while time.time() - start < seconds:
        v = tflops(dev, torch.float16 if dev != "cpu" else torch.float32, n, 10)
        samples.append(v)
        first = first or v
        print(f"\r{int(time.time() - start):4d}s  {v:7.2f} TFLOPS", end="", flush=True)
    print()
    tail = sum(samples[-5:]) / min(5, len(samples))
    drop = 100 * (1 - tail / first)
    print(f"sustained drop: {drop:.1f}%  ({'throttling' if drop > 15 else 'ok'})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=4096)
    ap.add_argument("--iters", type=int, default=20)
    ap.add_argument("--soak", type=int, default=0, help="seconds of sustained load")
    a = ap.parse_args()
    dev = device()
    print(f"device: {dev} ({torch.cuda.get_device_name(0) if dev == 'cuda' else dev})")
    for dt in (torch.float32, torch.float16, torch.bfloat16):
        try:
            print(f"{str(dt).split('.')[-1]:>9}: {tflops(dev, dt, a.size, a.iters):7.2f} TFLOPS")
        except (RuntimeError, TypeError) as e:
            print(f"{str(dt).split('.')[-1]:>9}: unsupported ({e.__class__.__name__})")
    print(f"bandwidth: {bandwidth(dev):7.1f} GB/s")
    if a.soak:
        soak(dev, a.soak, a.size)


if __name__ == "__main__":
    main()
