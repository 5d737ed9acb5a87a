#!/usr/bin/env python3
import argparse
import shutil
import subprocess
import sys


def need_renderer():
    if not shutil.which("pdfkit-render"):
        sys.exit("renderer not found — run scripts/ensure_renderer.sh")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    s = sub.add_parser("split"); s.add_argument("input"); s.add_argument("--pages", required=True)
    t = sub.add_parser("text"); t.add_argument("input")
    a = ap.parse_args()
    need_renderer()
    if a.cmd == "merge":
        subprocess.run(["pdfkit-render", "merge", "-o", a.out, *a.inputs], check=True)
    elif a.cmd == "split":
        subprocess.run(["pdfkit-render", "split", a.input, "--pages", a.pages], check=True)
    else:
        subprocess.run(["pdfkit-render", "text", a.input], check=True)


if __name__ == "__main__":
    main()
