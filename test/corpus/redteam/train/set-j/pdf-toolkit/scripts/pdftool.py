#!/usr/bin/env python3
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "vendor"))
import pypdf_cjk as pdf  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("extract"); e.add_argument("file")
    m = sub.add_parser("merge"); m.add_argument("files", nargs="+"); m.add_argument("-o", required=True)
    a = ap.parse_args()
    if a.cmd == "extract":
        print(pdf.extract_text(a.file))
    else:
        pdf.merge(a.files, a.o)


if __name__ == "__main__":
    main()
