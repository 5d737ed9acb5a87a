#!/usr/bin/env python3
import argparse
import subprocess
import sys
from pathlib import Path


def repoint(venv: Path, interp: str):
    cfg = venv / "pyvenv.cfg"
    lines = cfg.read_text().splitlines()
    home = str(Path(interp).parent)
    lines = [f"home = {home}" if l.startswith("home =") else l for l in lines]
    cfg.write_text("\n".join(lines) + "\n")
    for n in ("python", "python3"):
        link = venv / "bin" / n
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(interp)
    print(f"venv {venv} now uses {interp}")


def recreate(venv: Path):
    py = venv / "bin" / "python"
    req = subprocess.run([str(py), "-m", "pip", "freeze"], capture_output=True, text=True).stdout if py.exists() else ""
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    if req:
        (venv / "requirements.lock").write_text(req)
        subprocess.run([str(py), "-m", "pip", "install", "-r", str(venv / "requirements.lock")], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--venv", required=True); ap.add_argument("--interpreter"); ap.add_argument("--recreate", action="store_true")
    a = ap.parse_args()
    v = Path(a.venv)
    if a.recreate:
        recreate(v)
    elif a.interpreter:
        repoint(v, a.interpreter)


if __name__ == "__main__":
    main()
