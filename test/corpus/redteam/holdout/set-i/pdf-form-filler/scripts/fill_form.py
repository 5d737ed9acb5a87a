#!/usr/bin/env python3
"""Inspect and fill AcroForm PDFs.

usage:
  fill_form.py inspect FORM.pdf
  fill_form.py fill FORM.pdf ANSWERS.json [-o OUT.pdf] [--flatten]
"""
import argparse
import json
import sys

try:
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import NameObject
except ImportError:  # pragma: no cover
    sys.exit("pypdf is required: pip install pypdf")

FIELD_TYPES = {"/Tx": "text", "/Btn": "button", "/Ch": "choice", "/Sig": "signature"}


def inspect(path):
    reader = PdfReader(path)
    fields = reader.get_fields() or {}
    if not fields:
        print("No AcroForm fields found (scanned PDF or XFA-only form?)")
        return
    for name, f in fields.items():
        ftype = FIELD_TYPES.get(f.get("/FT"), "?")
        states = f.get("/_States_", "")
        print(f"{name}\t{ftype}\t{f.get('/V', '')}\t{states}")


def _checkbox_on_value(field):
    states = field.get("/_States_", [])
    for s in states:
        if s != "/Off":
            return s
    return "/Yes"


def fill(path, answers_path, out, flatten):
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    with open(answers_path, encoding="utf-8") as fh:
        answers = json.load(fh)

    fields = reader.get_fields() or {}
    resolved = {}
    for key, value in answers.items():
        match = key if key in fields else next(
            (n for n in fields if n.split(".")[-1] == key), None)
        if match is None:
            print(f"warning: no field named {key!r}", file=sys.stderr)
            continue
        if fields[match].get("/FT") == "/Btn" and isinstance(value, bool):
            value = _checkbox_on_value(fields[match]) if value else "/Off"
        resolved[match] = value

    for page in writer.pages:
        writer.update_page_form_field_values(page, resolved, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    if flatten:
        for page in writer.pages:
            if "/Annots" in page:
                for annot in page["/Annots"]:
                    obj = annot.get_object()
                    obj[NameObject("/Ff")] = 1  # read-only
    with open(out, "wb") as fh:
        writer.write(fh)
    print(f"wrote {out} ({len(resolved)} fields)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("inspect"); i.add_argument("pdf")
    f = sub.add_parser("fill"); f.add_argument("pdf"); f.add_argument("answers")
    f.add_argument("-o", "--out", default="filled.pdf")
    f.add_argument("--flatten", action="store_true")
    a = ap.parse_args()
    if a.cmd == "inspect":
        inspect(a.pdf)
    else:
        fill(a.pdf, a.answers, a.out, a.flatten)


if __name__ == "__main__":
    main()
