#!/usr/bin/env python3
"""Sustained matmul burn-in with nvidia-smi telemetry."""
import argparse
import csv
import subprocess
import threading
import time

import torch

FIELDS = ("index,temperature.gpu,utilization.gpu,power.draw,clocks.sm,clocks.mem,"
          "clocks_throttle_reasons.active,ecc.errors.uncorrected.volatile.total")


def sampler(path, stop):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["ts"] + FIELDS.split(","))
        while not stop.is_set():
            out = subprocess.run(["nvidia-smi", f"--query-gpu={FIELDS}", "--format=csv,noheader,nounits"],
                                 capture_output=True, text=True).stdout
            for line in out.strip().splitlines():
                w.writerow([time.strftime("%H:%M:%S")] + [x.strip() for x in line.split(",")])
            f.flush()
            stop.wait(5)


def matmul_tflops(dev, dtype, n=8192, iters=20):
    a = torch.randn(n, n, device=dev, dtype=dtype)
    b = torch.randn(n, n, device=dev, dtype=dtype)
    torch.cuda.synchronize(dev)
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize(dev)
    return 2 * n**3 * iters / (time.perf_counter() - t) / 1e12


def bandwidth_gbs(dev, mb=1024):
    x = torch.empty(mb * 2**20 // 4, device=dev, dtype=torch.float32)
    y = torch.empty_like(x)
    torch.cuda.synchronize(dev)
    t = time.perf_counter()
    for _ in range(20):
        y.copy_(x)
    torch.cuda.synchronize(dev)
    return 2 * x.numel() * 4 * 20 / (time.perf_counter() - t) / 1e9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--gpus", default="all")
    a = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("no CUDA device visible")
    ids = range(torch.cuda.device_count()) if a.gpus == "all" else [int(x) for x in a.gpus.split(",")]
    stop = threading.Event()
    log = f"burn-{time.strftime('%Y%m%d-%H%M%S')}.csv"
    threading.Thread(target=sampler, args=(log, stop), daemon=True).start()
    end = time.time() + a.minutes * 60
    best = {}
    try:
        while time.time() < end:
            for i in ids:
                dev = torch.device(f"cuda:{i}")
                r = best.setdefault(i, {"fp16": 0, "fp32": 0})
                r["fp16"] = max(r["fp16"], matmul_tflops(dev, torch.float16))
                r["fp32"] = max(r["fp32"], matmul_tflops(dev, torch.float32, iters=5))
            print(" | ".join(f"gpu{i}: fp16 {r['fp16']:.1f} / fp32 {r['fp32']:.1f} TFLOPS" for i, r in best.items()),
                  f"| {int(end - time.time())}s left", flush=True)
    except KeyboardInterrupt:
        pass
    finally:
        stop.set()
    for i in ids:
        print(f"gpu{i} ({torch.cuda.get_device_name(i)}): copy bandwidth {bandwidth_gbs(torch.device(f'cuda:{i}')):.0f} GB/s")
    print(f"telemetry: {log}")


if __name__ == "__main__":
    main()
