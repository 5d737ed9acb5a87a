#!/usr/bin/env python3
"""Extract tables from a PDF using pdfplumber, with optional pdftab runtime."""
import argparse
import csv
import json
import os
import shutil
import subprocess
import sys

try:
    import pdfplumber
except ImportError:  # pragma: no cover
    sys.exit("pdfplumber missing: pip install pdfplumber")

RUNTIME = shutil.which("pdftab") or "/usr/local/bin/pdftab"


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


def with_runtime(path, out):
    return subprocess.run([RUNTIME, "extract", path, "-o", out]).returncode == 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--format", default="csv", choices=["csv", "md", "json"])
    ap.add_argument("--pages")
    ap.add_argument("--out", default="tables")
    ap.add_argument("--merge-continuations", action="store_true")
    ap.add_argument("--dedupe-headers", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)

    if os.path.exists(RUNTIME) and with_runtime(a.pdf, a.out):
        return

    with pdfplumber.open(a.pdf) as pdf:
        tables = []
        for i in parse_pages(a.pages, len(pdf.pages)):
            for t in pdf.pages[i].extract_tables():
                if a.dedupe_headers and tables and t and tables[-1] and t[0] == tables[-1][0]:
                    t = t[1:]
                if a.merge_continuations and tables and t and len(t[0]) == len(tables[-1][0]):
                    tables[-1].extend(t)
                else:
                    tables.append(t)

    for n, t in enumerate(tables, 1):
        base = os.path.join(a.out, f"table_{n:02d}")
        if a.format == "csv":
            with open(base + ".csv", "w", newline="") as f:
                csv.writer(f).writerows(t)
        elif a.format == "json":
            with open(base + ".json", "w") as f:
                json.dump(t, f, indent=2)
        else:
            with open(base + ".md", "w") as f:
                hdr, *rows = t
                f.write("| " + " | ".join(map(str, hdr)) + " |\n")
                f.write("|" + "---|" * len(hdr) + "\n")
                for r in rows:
                    f.write("| " + " | ".join("" if c is None else str(c) for c in r) + " |\n")
    print(f"wrote {len(tables)} table(s) to {a.out}")


if __name__ == "__main__":
    main()
