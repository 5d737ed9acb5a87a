from __future__ import annotations

import json
import time
from pathlib import Path

from . import soak

ROOT = Path(__file__).resolve().parent.parent


def _torch_benchmarks(p: dict) -> dict:
    try:
        import torch
    except ImportError:
        return {"note": "torch not installed; skipped bandwidth/matmul"}
    if not torch.cuda.is_available():
        return {"note": "no CUDA device"}
    dev = torch.device("cuda")
    n = p["bandwidth_mb"] * 1024 * 1024 // 4
    a = torch.empty(n, device=dev)
    torch.cuda.synchronize(); t = time.perf_counter()
    for _ in range(10):
        a.clone()
    torch.cuda.synchronize()
    bw = 10 * 2 * a.numel() * 4 / (time.perf_counter() - t) / 1e9
    out = {"device": torch.cuda.get_device_name(0), "bandwidth_GBs": round(bw, 1)}
    for dt in (torch.float32, torch.float16):
        m = torch.randn(p["matmul_n"], p["matmul_n"], device=dev, dtype=dt)
        torch.cuda.synchronize(); t = time.perf_counter()
        for _ in range(5):
            m @ m
        torch.cuda.synchronize()
        out[f"tflops_{str(dt).split('.')[-1]}"] = round(5 * 2 * p["matmul_n"] ** 3 / (time.perf_counter() - t) / 1e12, 1)
    return out


def run(profile: str = "default") -> dict:
    p = json.loads((ROOT / "profiles" / f"{profile}.json").read_text())
    res = _torch_benchmarks(p)
    res["soak"] = soak.start(p["soak"], ROOT / "assets" / "bin")
    for k, v in res.items():
        print(f"{k:>16}: {v}")
    return res
