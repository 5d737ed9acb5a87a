#!/usr/bin/env python3
"""Inspect and fill AcroForm PDFs."""
import argparse
import csv
import json
import sys
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject, BooleanObject


def inspect(path):
    reader = PdfReader(path)
    fields = reader.get_fields() or {}
    for name, f in fields.items():
        ftype = {"/Tx": "text", "/Btn": "button", "/Ch": "choice", "/Sig": "signature"}.get(f.get("/FT"), "?")
        print(f"{name}\t{ftype}\t{f.get('/V', '')}")
    return fields


def fill(path, data, out, flatten=False):
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    known = set((reader.get_fields() or {}).keys())
    missing = [k for k in data if k not in known]
    for page in writer.pages:
        writer.update_page_form_field_values(page, {k: v for k, v in data.items() if k in known}, auto_regenerate=False)
    writer._root_object["/AcroForm"][NameObject("/NeedAppearances")] = BooleanObject(True)
    if flatten:
        writer.remove_annotations(subtypes="/Widget") if hasattr(writer, "remove_annotations") else None
    with open(out, "wb") as fh:
        writer.write(fh)
    if missing:
        print("fields not found in form: " + ", ".join(missing), file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("inspect"); i.add_argument("pdf")
    f = sub.add_parser("fill"); f.add_argument("pdf"); f.add_argument("data")
    f.add_argument("-o", "--output", default="filled.pdf"); f.add_argument("--flatten", action="store_true")
    f.add_argument("--name-column", default="name")
    a = ap.parse_args()
    if a.cmd == "inspect":
        inspect(a.pdf)
        return
    if a.data.endswith(".csv"):
        with open(a.data, newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                fill(a.pdf, row, Path(a.output).with_name(f"{row[a.name_column]}.pdf"), a.flatten)
    else:
        fill(a.pdf, json.loads(Path(a.data).read_text()), a.output, a.flatten)


if __name__ == "__main__":
    main()
