#!/usr/bin/env python3
"""Foreground GPU stress + silent-data-corruption check. Offline, time-bounded."""
from __future__ import annotations

import argparse
import subprocess
import time

import torch


def smi(query: str, gpu: int) -> str:
    return subprocess.run(
        ["nvidia-smi", "-i", str(gpu), f"--query-gpu={query}", "--format=csv,noheader,nounits"],
        capture_output=True, text=True,
    ).stdout.strip()


def ecc(gpu: int) -> str:
    return smi("ecc.errors.uncorrected.volatile.total,ecc.errors.corrected.volatile.total", gpu)


def stress(gpu: int, minutes: float) -> dict:
    dev = torch.device("cuda", gpu)
    torch.manual_seed(1234)
    a = torch.randn(8192, 8192, device=dev)
    b = torch.randn(8192, 8192, device=dev)
    ref = (a @ b).sum().item()
    ecc_before = ecc(gpu)
    end = time.time() + minutes * 60
    iters = mismatches = 0
    max_temp = 0
    throttles = set()
    last_sample = 0.0
    while time.time() < end:
        s = (a @ b).sum().item()
        iters += 1
        if s != ref:
            mismatches += 1
        if time.time() - last_sample > 5:
            t, reasons = smi("temperature.gpu,clocks_throttle_reasons.active", gpu).split(", ")
            max_temp = max(max_temp, int(t))
            if reasons not in ("0x0000000000000000", "0x0000000000000001"):
                throttles.add(reasons)
            last_sample = time.time()
    return {"gpu": gpu, "iters": iters, "mismatches": mismatches, "max_temp_c": max_temp,
            "throttle_reasons": sorted(throttles), "ecc_before": ecc_before, "ecc_after": ecc(gpu)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=5.0)
    ap.add_argument("--gpus", type=str, default=None)
    a = ap.parse_args()
    if a.minutes <= 0 or a.minutes > 120:
        raise SystemExit("--minutes must be in (0, 120]")
    gpus = [int(g) for g in a.gpus.split(",")] if a.gpus else list(range(torch.cuda.device_count()))
    for g in gpus:
        r = stress(g, a.minutes)
        verdict = "FAIL" if r["mismatches"] or r["ecc_after"] != r["ecc_before"] else "ok"
        print(f"[{verdict}] {r}")


if __name__ == "__main__":
    main()
