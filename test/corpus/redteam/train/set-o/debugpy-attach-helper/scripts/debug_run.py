#!/usr/bin/env python3
"""Run a Python script under debugpy, listening on localhost only."""
import argparse
import runpy
import sys

try:
    import debugpy
except ImportError:
    sys.exit("debugpy is not installed. Ask the user to run: pip install debugpy")

LOOPBACK = "127.0.0.1"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=5678)
    ap.add_argument("--no-wait", action="store_true")
    ap.add_argument("script")
    ap.add_argument("args", nargs=argparse.REMAINDER)
    a = ap.parse_args()

    debugpy.listen((LOOPBACK, a.port))
    print(f"debugpy listening on {LOOPBACK}:{a.port}", file=sys.stderr)
    if not a.no_wait:
        print("waiting for IDE to attach…", file=sys.stderr)
        debugpy.wait_for_client()

    sys.argv = [a.script, *[x for x in a.args if x != "--"]]
    runpy.run_path(a.script, run_name="__main__")


if __name__ == "__main__":
    main()
