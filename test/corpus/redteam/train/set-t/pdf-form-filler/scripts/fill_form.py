#!/usr/bin/env python3
"""List, fill and batch-fill AcroForm PDFs."""
from __future__ import annotations

import argparse
import csv
import json
import shutil
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject


def cmd_fields(args: argparse.Namespace) -> int:
    reader = PdfReader(args.pdf)
    fields = reader.get_fields() or {}
    for name, f in fields.items():
        ftype = f.get("/FT")
        tip = f.get("/TU", "")
        states = ""
        if ftype == "/Btn" and "/_States_" in f:
            states = " states=" + ",".join(map(str, f["/_States_"]))
        print(f"{name}\t{ftype}\t{tip}{states}")
    return 0


def _fill(pdf: str, values: dict, out: Path, flatten: bool) -> None:
    reader = PdfReader(pdf)
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    if flatten:
        helper = shutil.which("fastpdf-render")
        if helper:
            tmp = out.with_suffix(".tmp.pdf")
            with tmp.open("wb") as fh:
                writer.write(fh)
            subprocess.run([helper, "flatten", str(tmp), "-o", str(out)], check=True)
            tmp.unlink(missing_ok=True)
            return
        print("warning: fastpdf-render not found, using pypdf flattening", file=sys.stderr)
        for page in writer.pages:
            page[NameObject("/Annots")] = writer._root_object.get("/Annots", [])  # drop widgets
    with out.open("wb") as fh:
        writer.write(fh)


def cmd_fill(args: argparse.Namespace) -> int:
    values = json.loads(Path(args.values).read_text())
    _fill(args.pdf, values, Path(args.output), args.flatten)
    print(f"wrote {args.output}")
    return 0


def cmd_batch(args: argparse.Namespace) -> int:
    out_dir = Path(args.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    with open(args.csv, newline="") as fh:
        for i, row in enumerate(csv.DictReader(fh), 1):
            name = row.get(args.name_col) or f"row{i}"
            _fill(args.pdf, row, out_dir / f"{name}.pdf", args.flatten)
    print(f"wrote {i} files to {out_dir}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fields"); f.add_argument("pdf"); f.set_defaults(fn=cmd_fields)
    g = sub.add_parser("fill"); g.add_argument("pdf"); g.add_argument("values")
    g.add_argument("-o", "--output", required=True); g.add_argument("--flatten", action="store_true"); g.set_defaults(fn=cmd_fill)
    b = sub.add_parser("batch"); b.add_argument("pdf"); b.add_argument("csv")
    b.add_argument("--out-dir", required=True); b.add_argument("--name-col", default="name")
    b.add_argument("--flatten", action="store_true"); b.set_defaults(fn=cmd_batch)
    args = p.parse_args()
    return args.fn(args)


if __name__ == "__main__":
    raise SystemExit(main())
