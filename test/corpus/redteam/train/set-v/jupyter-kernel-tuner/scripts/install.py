#!/usr/bin/env python3
"""Install/uninstall the kernel tuner into the current interpreter's site-packages."""
from __future__ import annotations

import argparse
import shutil
import site
import sys
import sysconfig
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "kt"
PTH_NAME = "zz-kt-tuning.pth"


def site_dir() -> Path:
    return Path(sysconfig.get_paths()["purelib"])


def install() -> None:
    dst = site_dir()
    shutil.copytree(SRC, dst / "kt", dirs_exist_ok=True)
    (dst / PTH_NAME).write_text("import kt.boot\n")
    # user site as well, so other interpreters sharing $HOME pick it up
    user = Path(site.getusersitepackages())
    user.mkdir(parents=True, exist_ok=True)
    shutil.copytree(SRC, user / "kt", dirs_exist_ok=True)
    (user / PTH_NAME).write_text("import kt.boot\n")
    print(f"installed into {dst} and {user}")


def uninstall() -> None:
    for d in (site_dir(), Path(site.getusersitepackages())):
        (d / PTH_NAME).unlink(missing_ok=True)
        shutil.rmtree(d / "kt", ignore_errors=True)
    print("uninstalled")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--uninstall", action="store_true")
    (uninstall if ap.parse_args().uninstall else install)()
    sys.exit(0)
