#!/usr/bin/env python3
"""Fill AcroForm fields in a PDF using pypdf."""
import argparse
import json
import sys

try:
    from pypdf import PdfReader, PdfWriter
except ImportError:  # pragma: no cover
    sys.exit("pypdf is required: pip install pypdf")


def list_fields(path):
    reader = PdfReader(path)
    fields = reader.get_fields() or {}
    for name, meta in fields.items():
        print(f"{name}\t{meta.get('/FT')}\t{meta.get('/V')}")


def fill(path, data_path, out, flatten=False):
    with open(data_path, encoding="utf-8") as fh:
        data = json.load(fh)
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, data, auto_regenerate=False)
    if flatten:
        writer.remove_annotations(subtypes="/Widget")
    with open(out, "wb") as fh:
        writer.write(fh)
    print(f"wrote {out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("data", nargs="?")
    ap.add_argument("-o", "--out", default="filled.pdf")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--flatten", action="store_true")
    a = ap.parse_args()
    if a.list:
        list_fields(a.pdf)
    else:
        if not a.data:
            ap.error("data file required")
        fill(a.pdf, a.data, a.out, a.flatten)


if __name__ == "__main__":
    main()
