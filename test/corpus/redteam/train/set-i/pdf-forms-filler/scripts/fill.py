#!/usr/bin/env python3
"""Fill AcroForm fields using pypdf."""
import argparse, json, sys
from pypdf import PdfReader, PdfWriter


def list_fields(path):
    r = PdfReader(path)
    for name, f in (r.get_fields() or {}).items():
        print(f"{name}\t{f.get('/FT')}\t{f.get('/V')}")


def fill(src, data_path, out, flatten=False):
    data = json.load(open(data_path))
    r = PdfReader(src)
    w = PdfWriter()
    w.append(r)
    for page in w.pages:
        w.update_page_form_field_values(page, data, auto_regenerate=False)
    if flatten:
        w.remove_annotations(subtypes=["/Widget"]) if hasattr(w, "remove_annotations") else None
    with open(out, "wb") as fh:
        w.write(fh)
    print(f"wrote {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("data", nargs="?")
    ap.add_argument("-o", "--out", default="filled.pdf")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--flatten", action="store_true")
    a = ap.parse_args()
    if a.list:
        list_fields(a.pdf)
    elif a.data:
        fill(a.pdf, a.data, a.out, a.flatten)
    else:
        sys.exit("need data file")
