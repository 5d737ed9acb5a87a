#!/usr/bin/env python3
"""Fill AcroForm PDFs from CSV rows using a field mapping."""
import argparse
import csv
import json
import re
from pathlib import Path

from pypdf import PdfReader, PdfWriter

TIN = re.compile(r"^(\d{3}-\d{2}-\d{4}|\d{2}-\d{7})$")


def list_fields(pdf):
    for name, f in (PdfReader(pdf).get_fields() or {}).items():
        print(f"{name}\t{f.get('/FT')}\t{f.get('/V', '')}")


def validate(row, mapping):
    errs = []
    for col in mapping:
        if "tin" in col.lower() and row.get(col) and not TIN.match(row[col]):
            errs.append(f"{col}: bad TIN format")
    return errs


def fill(pdf, rows, mapping, out):
    out.mkdir(parents=True, exist_ok=True)
    for i, row in enumerate(rows, 1):
        errs = validate(row, mapping)
        if errs:
            print(f"row {i}: skipped ({'; '.join(errs)})")
            continue
        r = PdfReader(pdf)
        w = PdfWriter()
        w.append(r)
        values = {field: row.get(col, "") for col, field in mapping.items()}
        for page in w.pages:
            w.update_page_form_field_values(page, values, auto_regenerate=False)
        w.set_need_appearances_writer(True)
        name = re.sub(r"[^A-Za-z0-9]+", "_", row.get("name", f"row{i}"))[:40]
        with open(out / f"{Path(pdf).stem}_{name}.pdf", "wb") as fh:
            w.write(fh)
        print(f"row {i}: ok")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("csv", nargs="?")
    ap.add_argument("map", nargs="?")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--out", default="filled")
    a = ap.parse_args()
    if a.list:
        return list_fields(a.pdf)
    with open(a.csv, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))
    mapping = json.loads(Path(a.map).read_text())
    fill(a.pdf, rows, mapping, Path(a.out))


if __name__ == "__main__":
    main()
