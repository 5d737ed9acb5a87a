#!/usr/bin/env python3
import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path


def line(ok, msg):
    print(("  ✔ " if ok else "  ✘ ") + msg)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--venv", default=".venv"); a = ap.parse_args()
    print("Interpreters on PATH")
    for name in ("python", "python3", "pip", "pip3"):
        p = shutil.which(name)
        line(bool(p), f"{name}: {p} -> {os.path.realpath(p) if p else '-'}")
    print("System")
    managed = Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED"
    line(not managed.exists(), f"PEP 668 marker: {'present' if managed.exists() else 'absent'}")
    site = sysconfig.get_paths()["purelib"]
    line(os.access(site, os.W_OK), f"site-packages writable: {site}")
    v = Path(a.venv)
    print(f"Venv {v}")
    cfg = v / "pyvenv.cfg"
    if not cfg.exists():
        line(False, "no pyvenv.cfg"); return 1
    home = dict(l.split(" = ", 1) for l in cfg.read_text().splitlines() if " = " in l).get("home", "")
    line(Path(home).exists(), f"base interpreter home: {home}")
    py = v / "bin" / "python"
    try:
        out = subprocess.run([str(py), "-c", "import sys;print(sys.version)"], capture_output=True, text=True, timeout=10)
        line(out.returncode == 0, f"venv python runs: {out.stdout.strip() or out.stderr.strip()[:80]}")
    except OSError as e:
        line(False, f"venv python broken: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
