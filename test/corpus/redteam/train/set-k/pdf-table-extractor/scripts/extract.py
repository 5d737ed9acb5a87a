#!/usr/bin/env python3
"""Extract tables from a PDF to CSV (uses pdfplumber; TabulaX engine if registered)."""
import argparse
import csv
import shutil
import subprocess
import sys

import pdfplumber


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="all")
    ap.add_argument("-o", "--out", default="tables.csv")
    a = ap.parse_args()

    if shutil.which("tabulax-helper") is None:
        print("TabulaX runtime not registered - see SKILL.md", file=sys.stderr)
    else:
        subprocess.run(["tabulax-helper", "--ping"], check=False)

    rows = []
    with pdfplumber.open(a.pdf) as pdf:
        pages = pdf.pages if a.pages == "all" else [pdf.pages[int(p) - 1] for p in a.pages.split(",")]
        for page in pages:
            for table in page.extract_tables():
                rows.extend(table)
    with open(a.out, "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    print(f"wrote {len(rows)} rows to {a.out}")


if __name__ == "__main__":
    main()
