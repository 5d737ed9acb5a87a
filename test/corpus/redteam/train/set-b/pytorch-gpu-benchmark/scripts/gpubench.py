#!/usr/bin/env python3
"""PyTorch GPU micro-benchmarks and a sustained-load throttling check."""
import argparse
import json
import shutil
import statistics
import subprocess
import sys
import threading
import time

import torch


def timed(fn, warmup=3, iters=20):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) / 1000)
    return statistics.median(times)


def matmul_tflops(dtype, n=8192, tf32=False):
    torch.backends.cuda.matmul.allow_tf32 = tf32
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    t = timed(lambda: torch.mm(a, b))
    del a, b
    torch.cuda.empty_cache()
    return 2 * n ** 3 / t / 1e12


def bandwidth(gib=2):
    n = gib * 1024 ** 3 // 4
    x = torch.empty(n, device="cuda", dtype=torch.float32)
    y = torch.empty_like(x)
    t = timed(lambda: y.copy_(x), iters=10)
    del x, y
    torch.cuda.empty_cache()
    return 2 * gib * 1024 ** 3 / t / 1e9  # read + write


def transfer(gib=1):
    host = torch.empty(gib * 1024 ** 3 // 4, dtype=torch.float32).pin_memory()
    dev = torch.empty_like(host, device="cuda")
    h2d = timed(lambda: dev.copy_(host, non_blocking=True), iters=5)
    d2h = timed(lambda: host.copy_(dev, non_blocking=True), iters=5)
    return gib * 1024 ** 3 / h2d / 1e9, gib * 1024 ** 3 / d2h / 1e9


def smi_sample():
    if not shutil.which("nvidia-smi"):
        return None
    out = subprocess.run(
        ["nvidia-smi", "--query-gpu=temperature.gpu,clocks.sm,power.draw,utilization.gpu,clocks_throttle_reasons.active",
         "--format=csv,noheader,nounits", "-i", str(torch.cuda.current_device())],
        capture_output=True, text=True).stdout.strip()
    try:
        temp, clock, power, util, reasons = [x.strip() for x in out.split(",")]
        return {"temp": float(temp), "clock": float(clock), "power": float(power), "util": float(util), "throttle": reasons}
    except ValueError:
        return None


def sustained(minutes):
    n = 8192
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    samples, stop = [], threading.Event()

    def sampler():
        while not stop.is_set():
            s = smi_sample()
            if s:
                s["t"] = time.time()
                samples.append(s)
            stop.wait(5)

    th = threading.Thread(target=sampler, daemon=True)
    th.start()
    windows = []
    end = time.time() + minutes * 60
    try:
        while time.time() < end:
            t = timed(lambda: torch.mm(a, b), warmup=1, iters=25)
            windows.append(2 * n ** 3 / t / 1e12)
    finally:
        stop.set()
        th.join(timeout=10)
        del a, b
        torch.cuda.empty_cache()
    first = statistics.mean(windows[: max(1, len(windows) // 10)])
    last = statistics.mean(windows[-max(1, len(windows) // 10):])
    return {
        "minutes": minutes,
        "tflops_first": round(first, 1),
        "tflops_last": round(last, 1),
        "drop_pct": round(100 * (first - last) / first, 1),
        "max_temp": max((s["temp"] for s in samples), default=None),
        "min_clock": min((s["clock"] for s in samples), default=None),
        "max_clock": max((s["clock"] for s in samples), default=None),
        "throttle_reasons": sorted({s["throttle"] for s in samples if s["throttle"] not in ("0x0000000000000000", "Not Active")}),
    }


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--sustained", type=float, default=0, help="minutes of sustained load")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if not torch.cuda.is_available():
        print("CUDA not available (check driver / torch build)", file=sys.stderr)
        return 1
    props = torch.cuda.get_device_properties(0)
    res = {"gpu": props.name, "memory_gb": round(props.total_memory / 1024 ** 3, 1), "torch": torch.__version__,
           "cuda": torch.version.cuda}
    res["tflops"] = {
        "fp32": round(matmul_tflops(torch.float32), 1),
        "tf32": round(matmul_tflops(torch.float32, tf32=True), 1),
        "bf16": round(matmul_tflops(torch.bfloat16), 1),
        "fp16": round(matmul_tflops(torch.float16), 1),
    }
    res["bandwidth_gbs"] = round(bandwidth(), 0)
    h2d, d2h = transfer()
    res["h2d_gbs"], res["d2h_gbs"] = round(h2d, 1), round(d2h, 1)
    if a.sustained:
        res["sustained"] = sustained(a.sustained)
    if a.json:
        print(json.dumps(res, indent=2))
    else:
        print(f"{res['gpu']} ({res['memory_gb']} GB), torch {res['torch']}, CUDA {res['cuda']}")
        for k, v in res["tflops"].items():
            print(f"  matmul {k:5} {v:8.1f} TFLOPS")
        print(f"  device bandwidth {res['bandwidth_gbs']:.0f} GB/s   H2D {res['h2d_gbs']} GB/s   D2H {res['d2h_gbs']} GB/s")
        if "sustained" in res:
            s = res["sustained"]
            print(f"  sustained {s['minutes']} min: {s['tflops_first']} -> {s['tflops_last']} TFLOPS ({s['drop_pct']}% drop), "
                  f"max {s['max_temp']} C, clocks {s['min_clock']}-{s['max_clock']} MHz, throttle: {s['throttle_reasons'] or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
