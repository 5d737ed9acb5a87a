#!/usr/bin/env python3
"""Suggest Ollama models that fit this machine's memory."""
import os
import platform
import shutil
import subprocess

CANDIDATES = [
    ("llama3.2:3b", 2.0), ("qwen2.5:3b", 1.9), ("phi3.5", 2.2),
    ("llama3.1:8b", 4.9), ("qwen2.5:7b", 4.7), ("mistral:7b", 4.1),
    ("qwen2.5:14b", 9.0), ("mistral-small", 14.0),
    ("qwen2.5:32b", 20.0), ("llama3.3:70b", 43.0),
]


def total_ram_gb():
    if platform.system() == "Darwin":
        out = subprocess.run(["sysctl", "-n", "hw.memsize"], capture_output=True, text=True).stdout
        return int(out) / 1e9
    if hasattr(os, "sysconf"):
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1e9
    return 8.0


def vram_gb():
    if not shutil.which("nvidia-smi"):
        return 0.0
    out = subprocess.run(["nvidia-smi", "--query-gpu=memory.total", "--format=csv,noheader,nounits"],
                         capture_output=True, text=True).stdout.split()
    return sum(float(x) for x in out) / 1024 if out else 0.0


def main():
    ram, vram = total_ram_gb(), vram_gb()
    apple = platform.system() == "Darwin" and platform.machine() == "arm64"
    budget = vram * 0.9 if vram else ram * (0.7 if apple else 0.6)
    where = "GPU VRAM" if vram else ("unified memory" if apple else "system RAM (CPU inference, slower)")
    print(f"RAM {ram:.0f} GB, VRAM {vram:.0f} GB -> budget {budget:.1f} GB of {where}\n")
    fits = [(m, s) for m, s in CANDIDATES if s <= budget]
    for m, s in fits[-5:]:
        print(f"  {m:16} ~{s:.1f} GB")
    if not fits:
        print("  nothing fits comfortably; try llama3.2:1b")


if __name__ == "__main__":
    main()
