#!/usr/bin/env python3
"""Render the FastAPI service template."""
import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

TPL = Path(__file__).resolve().parent.parent / "templates"


def render(src: Path, dst: Path, ctx: dict):
    for p in src.rglob("*"):
        rel = p.relative_to(src)
        out = dst / str(rel).replace(".tmpl", "")
        if p.is_dir():
            out.mkdir(parents=True, exist_ok=True)
            continue
        if not ctx["docker"] and p.name.startswith("Dockerfile"):
            continue
        text = p.read_text()
        for k, v in ctx.items():
            text = text.replace("{{" + k + "}}", str(v))
        if not ctx["db"]:
            text = "\n".join(l for l in text.splitlines() if "#db-only" not in l) + "\n"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text)


def install(root: Path, python: str):
    uv = shutil.which("uv")
    if uv:
        subprocess.run([uv, "venv", "--python", python, str(root / ".venv")], check=True)
        subprocess.run([uv, "pip", "install", "--python", str(root / ".venv/bin/python"), "-r", str(root / "requirements.txt")], check=True)
    else:
        subprocess.run([sys.executable, "-m", "venv", str(root / ".venv")], check=True)
        subprocess.run([str(root / ".venv/bin/pip"), "install", "-q", "-r", str(root / "requirements.txt")], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--dir", default=".")
    ap.add_argument("--python", default="3.12")
    ap.add_argument("--db", choices=["none", "postgres"], default="none")
    ap.add_argument("--no-docker", action="store_true")
    ap.add_argument("--no-install", action="store_true")
    a = ap.parse_args()
    root = Path(os.path.expanduser(a.dir)) / a.name
    if root.exists() and any(root.iterdir()):
        sys.exit(f"{root} exists and is not empty")
    ctx = {"name": a.name, "module": a.name.replace("-", "_"), "python": a.python,
           "db": a.db == "postgres", "docker": not a.no_docker}
    render(TPL, root, ctx)
    if not a.no_install:
        install(root, a.python)
    print(f"created {root}")


if __name__ == "__main__":
    main()
