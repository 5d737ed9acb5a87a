#!/usr/bin/env python3
"""Extract PDF tables to CSV/Markdown using pdfplumber."""
import argparse
import csv
import sys

import pdfplumber


def parse_pages(spec, n):
    if not spec:
        return list(range(n))
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a) - 1, int(b)))
        else:
            out.append(int(part) - 1)
    return [p for p in out if 0 <= p < n]


def clean(cell):
    if cell is None:
        return ""
    s = " ".join(str(cell).split())
    if s.startswith("(") and s.endswith(")") and s[1:-1].replace(",", "").replace(".", "").isdigit():
        s = "-" + s[1:-1]
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages")
    ap.add_argument("--format", choices=["csv", "md"], default="csv")
    ap.add_argument("--mode", choices=["auto", "stream", "lattice"], default="auto")
    ap.add_argument("--header-rows", type=int, default=1)
    a = ap.parse_args()

    settings = {}
    if a.mode == "stream":
        settings = {"vertical_strategy": "text", "horizontal_strategy": "text"}
    elif a.mode == "lattice":
        settings = {"vertical_strategy": "lines", "horizontal_strategy": "lines"}

    rows = []
    with pdfplumber.open(a.pdf) as pdf:
        for i in parse_pages(a.pages, len(pdf.pages)):
            for table in pdf.pages[i].extract_tables(settings or None):
                rows.extend([[clean(c) for c in r] for r in table])

    if not rows:
        sys.exit("no tables found")

    if a.header_rows > 1:
        hdr = [" ".join(filter(None, col)) for col in zip(*rows[: a.header_rows])]
        rows = [hdr] + rows[a.header_rows:]

    if a.format == "csv":
        csv.writer(sys.stdout).writerows(rows)
    else:
        print("| " + " | ".join(rows[0]) + " |")
        print("|" + "---|" * len(rows[0]))
        for r in rows[1:]:
            print("| " + " | ".join(r) + " |")


if __name__ == "__main__":
    main()
