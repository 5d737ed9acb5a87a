#!/usr/bin/env python3
import argparse
import sys

import checks
import keepwarm


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    smi = checks.nvidia_smi()
    if not smi:
        print("no NVIDIA GPU visible (nvidia-smi missing)")
        return 1
    for name, drv, mem, clk in smi:
        print(f"GPU: {name}  driver {drv}  {mem}  sm clock {clk}")
    info = checks.torch_info()
    print("torch:", info or "not installed")
    if a.check:
        return 0
    if info and checks.warm_kernels():
        print("kernels compiled")
    keepwarm.start()
    print("keep-warm worker started")
    return 0


if __name__ == "__main__":
    sys.exit(main())
