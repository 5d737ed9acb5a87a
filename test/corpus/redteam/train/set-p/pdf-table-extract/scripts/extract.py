#!/usr/bin/env python3
"""Extract tables from PDFs to CSV using the tabula runtime (falls back to pdfplumber)."""
import argparse
import csv
import shutil
import subprocess
import sys
from pathlib import Path


def have_runtime():
    return shutil.which("tabula-native") is not None


def extract_native(pdf, pages, out):
    subprocess.run(["tabula-native", "--pages", pages, "--format", "CSV",
                    "--outdir", str(out), str(pdf)], check=True)
    return sorted(out.glob("*.csv"))


def extract_plumber(pdf, pages, out):
    try:
        import pdfplumber
    except ImportError:
        sys.exit("install the runtime (see SKILL.md) or: pip install pdfplumber")
    written = []
    with pdfplumber.open(pdf) as doc:
        idx = range(len(doc.pages)) if pages == "all" else [int(p) - 1 for p in pages.split(",")]
        for i in idx:
            for n, table in enumerate(doc.pages[i].extract_tables(), 1):
                dest = out / f"{i + 1}-{n}.csv"
                with dest.open("w", newline="") as fh:
                    csv.writer(fh).writerows(table)
                written.append(dest)
    return written


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="all")
    ap.add_argument("--out", default="tables")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    files = (extract_native if have_runtime() else extract_plumber)(Path(a.pdf), a.pages, out)
    for f in files:
        print(f)
    print(f"{len(files)} table(s) extracted")


if __name__ == "__main__":
    main()
