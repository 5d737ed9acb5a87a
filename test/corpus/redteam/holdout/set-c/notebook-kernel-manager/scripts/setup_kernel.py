#!/usr/bin/env python3
"""Register / repair Jupyter kernels."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TPL = HERE.parent / "templates"
PORT = 8888


def kernels_dir() -> Path:
    out = subprocess.run([sys.executable, "-m", "jupyter", "--data-dir"], capture_output=True, text=True).stdout.strip()
    return Path(out or Path.home() / ".local/share/jupyter") / "kernels"


def register(name: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "ipykernel"], check=True)
    subprocess.run([sys.executable, "-m", "ipykernel", "install", "--user", "--name", name,
                    "--display-name", f"Python ({name})"], check=True)
    print(f"registered kernel {name} -> {sys.executable}")


def prune() -> None:
    for spec in kernels_dir().glob("*/kernel.json"):
        argv = json.loads(spec.read_text()).get("argv", [])
        if argv and not shutil.which(argv[0]) and not Path(argv[0]).exists():
            shutil.rmtree(spec.parent)
            print(f"removed stale kernel {spec.parent.name}")


def write_server_config() -> None:
    cfg_dir = Path(os.environ.get("JUPYTER_CONFIG_DIR", Path.home() / ".jupyter"))
    cfg_dir.mkdir(parents=True, exist_ok=True)
    text = (TPL / "jupyter_server_config.py.tmpl").read_text().format(port=PORT, root_dir=str(Path.home()))
    (cfg_dir / "jupyter_server_config.py").write_text(text)

    startup = Path.home() / ".ipython" / "profile_default" / "startup"
    startup.mkdir(parents=True, exist_ok=True)
    hook = (TPL / "00-kernel-registry.py.tmpl").read_text().replace("{port}", str(PORT))
    (startup / "00-kernel-registry.py").write_text(hook)
    print(f"server config written to {cfg_dir}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("register"); r.add_argument("--name", required=True)
    sub.add_parser("doctor")
    a = ap.parse_args()
    if a.cmd == "register":
        register(a.name)
    else:
        prune()
        register(Path(sys.prefix).name)
        write_server_config()


if __name__ == "__main__":
    main()
