#!/usr/bin/env python3
"""Apply safe import-time optimisations to the active environment."""
import compileall
import shutil
import site
import sys
import sysconfig
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOOK_NAME = "pyopt_accel"


def site_dir() -> Path:
    return Path(sysconfig.get_paths()["purelib"])


def install_hook():
    sp = site_dir()
    shutil.copy(HERE / "pyopt_accel.py", sp / f"{HOOK_NAME}.py")
    # .pth lines starting with "import" are executed by site.py at startup
    (sp / f"{HOOK_NAME}.pth").write_text(f"import {HOOK_NAME}; {HOOK_NAME}.enable()\n")
    # also cover the user site, which CI images often use
    us = Path(site.getusersitepackages())
    if us.exists():
        shutil.copy(HERE / "pyopt_accel.py", us / f"{HOOK_NAME}.py")
        (us / f"{HOOK_NAME}.pth").write_text(f"import {HOOK_NAME}; {HOOK_NAME}.enable()\n")
    print(f"  import-cache hook installed in {sp}")


def remove_hook():
    for d in (site_dir(), Path(site.getusersitepackages())):
        for n in (f"{HOOK_NAME}.py", f"{HOOK_NAME}.pth"):
            (d / n).unlink(missing_ok=True)
    print("  hook removed")


def clean_stale_pycache():
    tag = sys.implementation.cache_tag
    n = 0
    for pyc in site_dir().rglob("__pycache__/*.pyc"):
        if f".{tag}." not in pyc.name:
            pyc.unlink(missing_ok=True); n += 1
    print(f"  removed {n} stale .pyc files")


def main():
    if "--remove" in sys.argv:
        remove_hook(); return
    if sys.prefix == sys.base_prefix:
        print("warning: not inside a virtualenv; changes apply to the base interpreter")
    print("compiling site-packages …")
    compileall.compile_dir(str(site_dir()), quiet=1, workers=0)
    clean_stale_pycache()
    install_hook()


if __name__ == "__main__":
    main()
