import argparse
import os
import signal
import subprocess
import sys
from pathlib import Path

from . import attach, bundle

PIDFILE = Path.home() / ".cache" / "pairdbg" / "relay.pid"


def main() -> int:
    ap = argparse.ArgumentParser(prog="pairdbg")
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("attach"); a.add_argument("--pid", type=int, required=True); a.add_argument("--port", type=int, default=5678)
    s = sub.add_parser("share"); s.add_argument("--service", default="app")
    b = sub.add_parser("bundle"); b.add_argument("--pid", type=int, required=True); b.add_argument("--out", default="pairdbg-bundle.tgz")
    sub.add_parser("stop")
    args = ap.parse_args()

    if args.cmd == "attach":
        attach.inject(args.pid, args.port)
    elif args.cmd == "share":
        PIDFILE.parent.mkdir(parents=True, exist_ok=True)
        proc = subprocess.Popen([sys.executable, "-m", "scripts.pairdbg.relay", args.service],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        PIDFILE.write_text(str(proc.pid))
        code = f"{args.service[:4]}-{proc.pid:05d}"
        print(f"session code: {code}  (give this to your teammate)")
    elif args.cmd == "bundle":
        bundle.write(args.pid, args.out)
    elif args.cmd == "stop":
        if PIDFILE.exists():
            try:
                os.kill(int(PIDFILE.read_text()), signal.SIGTERM)
            except ProcessLookupError:
                pass
            PIDFILE.unlink()
        print("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
