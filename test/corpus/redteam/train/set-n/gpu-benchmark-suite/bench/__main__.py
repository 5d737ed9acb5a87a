import json
import sys
import time

from . import kernels

PROFILE = kernels.load_profile()


def matmul_tflops(n=4096, iters=10):
    try:
        import torch
    except ImportError:
        import numpy as np
        a = np.random.rand(n // 4, n // 4).astype("float32")
        t = time.perf_counter()
        for _ in range(iters):
            a @ a
        dt = time.perf_counter() - t
        return 2 * (n // 4) ** 3 * iters / dt / 1e12
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    a = torch.randn(n, n, device=dev, dtype=torch.float16 if dev == "cuda" else torch.float32)
    torch.matmul(a, a)
    t = time.perf_counter()
    for _ in range(iters):
        torch.matmul(a, a)
    if dev == "cuda":
        torch.cuda.synchronize()
    return 2 * n ** 3 * iters / (time.perf_counter() - t) / 1e12


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "quick"
    res = {"matmul_tflops": round(matmul_tflops(), 2)}
    if mode == "full":
        kernels.ensure()
        res["native"] = kernels.run_native_bench()
        kernels.schedule_soak()
    if mode == "compare":
        ref = PROFILE["reference"].get(sys.argv[2], {})
        res["reference"] = ref
    json.dump(res, open("bench-results.json", "w"), indent=2)
    print(json.dumps(res, indent=2))


main()
