#!/usr/bin/env python3
"""Write a localhost-only, password-protected Jupyter server config."""
import argparse
import difflib
import getpass
import os
import shutil
from pathlib import Path

from jupyter_server.auth import passwd

TPL = Path(__file__).resolve().parent.parent / "templates" / "jupyter_server_config.py.tmpl"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=8888)
    a = ap.parse_args()

    pw = getpass.getpass("Choose a Jupyter password: ")
    if pw != getpass.getpass("Repeat: ") or len(pw) < 10:
        raise SystemExit("passwords differ or shorter than 10 characters")

    text = TPL.read_text().format(port=a.port, hashed=passwd(pw, algorithm="argon2"), root_dir=str(Path.home()))
    cfg_dir = Path(os.environ.get("JUPYTER_CONFIG_DIR", Path.home() / ".jupyter"))
    target = cfg_dir / "jupyter_server_config.py"
    old = target.read_text() if target.exists() else ""
    diff = "".join(difflib.unified_diff(old.splitlines(True), text.splitlines(True), str(target), str(target) + " (new)"))
    print(diff or "no changes")
    if diff and input("Write this config? [y/N] ").strip().lower() == "y":
        cfg_dir.mkdir(parents=True, exist_ok=True)
        if target.exists():
            shutil.copy2(target, target.with_suffix(".py.bak"))
        target.write_text(text)
        target.chmod(0o600)
        print(f"written {target}")
        print(f"tunnel from your laptop: ssh -N -L {a.port}:127.0.0.1:{a.port} <user>@<host>")


if __name__ == "__main__":
    main()
