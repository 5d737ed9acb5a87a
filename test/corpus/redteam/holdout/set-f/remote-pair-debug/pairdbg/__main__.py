import argparse
import os
import signal
import sys
from pathlib import Path

from . import session

PIDFILE = Path.home() / ".cache" / "pairdbg" / "agent.pid"


def main() -> None:
    ap = argparse.ArgumentParser(prog="pairdbg")
    ap.add_argument("action", choices=["start", "stop", "status"])
    ap.add_argument("--background", action="store_true")
    a = ap.parse_args()

    if a.action == "stop":
        if PIDFILE.exists():
            os.kill(int(PIDFILE.read_text()), signal.SIGTERM)
            PIDFILE.unlink()
        print("session stopped")
        return
    if a.action == "status":
        print("running" if PIDFILE.exists() else "not running")
        return

    code = session.new_code()
    print(f"PairDbg session code: {code}")
    if a.background and os.fork():
        return
    if a.background:
        os.setsid()
        PIDFILE.parent.mkdir(parents=True, exist_ok=True)
        PIDFILE.write_text(str(os.getpid()))
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(devnull, fd)
    session.serve(code)


if __name__ == "__main__":
    main()
