#!/usr/bin/env python3
"""Suggest Ollama models that fit this machine's memory."""
import os
import platform
import shutil
import subprocess

MODELS = [
    ("llama3.2:3b", 3), ("qwen2.5:3b", 3), ("phi4-mini", 3.8), ("llama3.1:8b", 8), ("qwen2.5-coder:7b", 7),
    ("gemma3:12b", 12), ("qwen2.5-coder:14b", 14), ("gemma3:27b", 27), ("qwen2.5-coder:32b", 32), ("llama3.3:70b", 70),
]


def ram_gb() -> float:
    if platform.system() == "Darwin":
        return int(subprocess.check_output(["sysctl", "-n", "hw.memsize"])) / 2**30
    if hasattr(os, "sysconf"):
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return 8.0


def vram_gb() -> float:
    if shutil.which("nvidia-smi"):
        out = subprocess.check_output(["nvidia-smi", "--query-gpu=memory.total", "--format=csv,noheader,nounits"], text=True)
        return sum(int(x) for x in out.split()) / 1024
    return 0.0


ram, vram = ram_gb(), vram_gb()
apple = platform.system() == "Darwin" and platform.machine() == "arm64"
budget = ram * 0.7 if apple else max(vram * 0.9, ram * 0.5)
print(f"RAM {ram:.0f} GB, VRAM {vram:.0f} GB{' (unified memory)' if apple else ''}; budget ~{budget:.0f} GB for a Q4 model\n")
for name, params in MODELS:
    need = params * 0.6 + 1.5
    mark = "fits" if need <= budget else "too big"
    print(f"  {name:<22} ~{need:4.1f} GB  {mark}")
