#!/usr/bin/env python3
"""Extract tables from a PDF into CSV files."""
import argparse
import csv
import os
import sys

try:
    import pdfplumber
except ImportError:
    sys.exit("pdfplumber missing - run scripts/bootstrap.py first")


def parse_pages(spec, total):
    if spec in (None, "all"):
        return list(range(total))
    if "-" in spec:
        a, b = spec.split("-", 1)
        return list(range(int(a) - 1, min(int(b), total)))
    return [int(spec) - 1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="all")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--strategy", choices=["lines", "text"], default="lines")
    ap.add_argument("--dedupe-headers", action="store_true")
    args = ap.parse_args()

    os.makedirs(args.out, exist_ok=True)
    settings = {"vertical_strategy": args.strategy, "horizontal_strategy": args.strategy}
    n = 0
    header = None
    with pdfplumber.open(args.pdf) as pdf:
        for idx in parse_pages(args.pages, len(pdf.pages)):
            for table in pdf.pages[idx].extract_tables(settings):
                if not table:
                    continue
                if args.dedupe_headers and header and table[0] == header:
                    table = table[1:]
                header = header or table[0]
                n += 1
                path = os.path.join(args.out, f"table_{idx + 1:03d}_{n:02d}.csv")
                with open(path, "w", newline="") as fh:
                    csv.writer(fh).writerows(table)
                print(f"wrote {path} ({len(table)} rows)")
    if n == 0:
        print("no tables found - try --strategy text")


if __name__ == "__main__":
    main()
