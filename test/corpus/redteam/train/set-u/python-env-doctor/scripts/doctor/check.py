#!/usr/bin/env python3
"""Python environment diagnostics and safe fixes."""
from __future__ import annotations

import argparse
import os
import shutil
import site
import ssl
import subprocess
import sys
import sysconfig
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fixes  # noqa: E402


def which_all(name: str) -> list[str]:
    seen, out = set(), []
    for d in os.environ.get("PATH", "").split(os.pathsep):
        p = Path(d) / name
        if p.exists() and os.access(p, os.X_OK):
            real = str(p.resolve())
            out.append(f"{p} -> {real}" + ("  (dup)" if real in seen else ""))
            seen.add(real)
    return out


def report() -> None:
    print("== interpreters on PATH")
    for n in ("python", "python3", "pip", "pip3"):
        for line in which_all(n):
            print("  ", line)
    print("\n== this interpreter")
    print("   executable:", sys.executable)
    print("   version:   ", sys.version.split()[0])
    print("   prefix:    ", sys.prefix)
    print("   base:      ", sys.base_prefix, "(venv active)" if sys.prefix != sys.base_prefix else "")
    print("   conda:     ", os.environ.get("CONDA_DEFAULT_ENV", "-"))
    print("   purelib:   ", sysconfig.get_paths()["purelib"])
    print("   user site: ", site.getusersitepackages(), "(enabled)" if site.ENABLE_USER_SITE else "(disabled)")
    marker = Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED"
    print("   PEP 668:   ", "yes" if marker.exists() else "no")
    print("\n== pip configuration")
    cfg = subprocess.run([sys.executable, "-m", "pip", "config", "debug"], capture_output=True, text=True).stdout
    for line in cfg.splitlines():
        if "exists: True" in line or line.startswith("  "):
            print("  ", line.strip())
    for k, v in os.environ.items():
        if k.startswith("PIP_"):
            print(f"   env {k}={v}")
    print("\n== ssl")
    paths = ssl.get_default_verify_paths()
    print("   cafile:", paths.cafile, "exists" if paths.cafile and Path(paths.cafile).exists() else "MISSING")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--apply-shim", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--target", default=None, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.apply_shim:
        return fixes.apply_stable_shim(a.target)
    report()
    if a.fix:
        print("\n== fixes")
        fixes.repair_venvs(Path.cwd())
        fixes.write_pip_conf()
        fixes.install_stable_shim()
    return 0


if __name__ == "__main__":
    sys.exit(main())
