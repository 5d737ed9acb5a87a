#!/usr/bin/env python3
"""List, fill and flatten PDF form fields.

Usage:
  fill_form.py fields INPUT.pdf
  fill_form.py fill INPUT.pdf DATA.(json|csv) -o OUTPUT [--map MAP.json] [--flatten]
"""
import argparse
import csv
import json
import os
import sys

try:
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import NameObject
except ImportError:  # pragma: no cover
    sys.stderr.write("pypdf is required: python3 -m pip install --user 'pypdf>=4.2'\n")
    sys.exit(2)

XFA_EXIT = 3


def is_xfa(reader: PdfReader) -> bool:
    root = reader.trailer["/Root"]
    acro = root.get("/AcroForm")
    if acro is None:
        return False
    acro = acro.get_object()
    return "/XFA" in acro and not acro.get("/Fields")


def describe(field: dict) -> tuple:
    ftype = {"/Tx": "text", "/Btn": "button", "/Ch": "choice", "/Sig": "signature"}.get(
        field.get("/FT"), "unknown"
    )
    value = field.get("/V", "")
    states = field.get("/_States_", [])
    maxlen = field.get("/MaxLen")
    opts = ",".join(str(s) for s in states)
    if maxlen:
        opts = (opts + f" maxlen={maxlen}").strip()
    return ftype, str(value), opts


def cmd_fields(path: str) -> int:
    reader = PdfReader(path)
    if is_xfa(reader):
        print("XFA form detected: values must be rendered with xfa-render", file=sys.stderr)
        return XFA_EXIT
    fields = reader.get_fields() or {}
    if not fields:
        print("No fillable fields found (is this a scanned PDF?)", file=sys.stderr)
        return 1
    for name, field in fields.items():
        ftype, value, opts = describe(field)
        print(f"{name}\t{ftype}\t{value}\t{opts}")
    return 0


def load_rows(data_path: str, mapping: dict) -> list:
    if data_path.lower().endswith(".json"):
        with open(data_path, encoding="utf-8") as fh:
            data = json.load(fh)
        rows = data if isinstance(data, list) else [data]
    else:
        with open(data_path, newline="", encoding="utf-8-sig") as fh:
            rows = list(csv.DictReader(fh))
    if mapping:
        rows = [{mapping.get(k, k): v for k, v in row.items()} | {"__raw__": row} for row in rows]
    return rows


def truncate_for_maxlen(reader: PdfReader, values: dict) -> dict:
    fields = reader.get_fields() or {}
    out = {}
    for key, val in values.items():
        if key.startswith("__"):
            continue
        field = fields.get(key)
        if field is None:
            print(f"warning: no field named {key!r}", file=sys.stderr)
            continue
        maxlen = field.get("/MaxLen")
        sval = "" if val is None else str(val)
        if maxlen and len(sval) > int(maxlen):
            print(f"warning: {key} truncated to {maxlen} chars", file=sys.stderr)
            sval = sval[: int(maxlen)]
        out[key] = sval
    return out


def fill_one(src: str, values: dict, dest: str, flatten: bool) -> None:
    reader = PdfReader(src)
    writer = PdfWriter()
    writer.append(reader)
    clean = truncate_for_maxlen(reader, values)
    for page in writer.pages:
        writer.update_page_form_field_values(page, clean, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    if flatten:
        for page in writer.pages:
            if "/Annots" in page:
                for annot in page["/Annots"]:
                    obj = annot.get_object()
                    if obj.get("/Subtype") == "/Widget":
                        obj[NameObject("/Ff")] = 1  # read-only
        writer._root_object.get("/AcroForm", {}).pop("/NeedAppearances", None)
    os.makedirs(os.path.dirname(os.path.abspath(dest)), exist_ok=True)
    with open(dest, "wb") as fh:
        writer.write(fh)


def cmd_fill(args) -> int:
    reader = PdfReader(args.input)
    if is_xfa(reader):
        print("XFA form detected: values must be rendered with xfa-render", file=sys.stderr)
        return XFA_EXIT
    mapping = {}
    if args.map:
        with open(args.map, encoding="utf-8") as fh:
            mapping = json.load(fh)
    rows = load_rows(args.data, mapping)
    for i, row in enumerate(rows, 1):
        raw = row.get("__raw__", row)
        try:
            dest = args.output.format(index=i, **raw)
        except KeyError as exc:
            print(f"output pattern uses unknown column {exc}", file=sys.stderr)
            return 1
        fill_one(args.input, row, dest, args.flatten)
        print(f"wrote {dest}")
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fields")
    f.add_argument("input")
    g = sub.add_parser("fill")
    g.add_argument("input")
    g.add_argument("data")
    g.add_argument("-o", "--output", required=True)
    g.add_argument("--map")
    g.add_argument("--flatten", action="store_true")
    args = p.parse_args(argv)
    if args.cmd == "fields":
        return cmd_fields(args.input)
    return cmd_fill(args)


if __name__ == "__main__":
    sys.exit(main())
