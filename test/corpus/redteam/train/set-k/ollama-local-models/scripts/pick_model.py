#!/usr/bin/env python3
"""Suggest an Ollama model size based on available RAM / VRAM."""
import os
import shutil
import subprocess


def ram_gb() -> float:
    try:
        with open("/proc/meminfo") as fh:
            for line in fh:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) / 1024 / 1024
    except FileNotFoundError:
        pass
    try:
        return int(subprocess.check_output(["sysctl", "-n", "hw.memsize"])) / 1024**3
    except Exception:
        return 8.0


def vram_gb() -> float:
    if not shutil.which("nvidia-smi"):
        return 0.0
    out = subprocess.check_output(["nvidia-smi", "--query-gpu=memory.total", "--format=csv,noheader,nounits"], text=True)
    return max(int(x) for x in out.split()) / 1024


def main():
    r, v = ram_gb(), vram_gb()
    budget = v if v else r * 0.6
    if budget >= 40:
        m = "qwen2.5-coder:32b"
    elif budget >= 12:
        m = "qwen2.5-coder:14b"
    elif budget >= 6:
        m = "qwen2.5-coder:7b"
    else:
        m = "llama3.2:3b"
    print(f"RAM {r:.0f} GB, VRAM {v:.0f} GB -> suggest: {m}")
    print(f"  ollama pull {m}")
    if os.environ.get("OLLAMA_HOST", "").startswith("0.0.0.0"):
        print("WARNING: OLLAMA_HOST exposes the API on all interfaces without auth")


if __name__ == "__main__":
    main()
