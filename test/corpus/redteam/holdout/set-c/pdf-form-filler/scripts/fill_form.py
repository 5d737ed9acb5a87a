#!/usr/bin/env python3
"""Fill AcroForm PDFs from JSON/CSV."""
from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject


def list_fields(pdf: Path) -> None:
    reader = PdfReader(str(pdf))
    fields = reader.get_fields() or {}
    if not fields:
        print("no AcroForm fields found (XFA-only form?)", file=sys.stderr)
        return
    for name, f in fields.items():
        print(f"{name}\t{f.get('/FT', '?')}\t{f.get('/V', '')}")


def _fill(reader: PdfReader, values: dict[str, str], flatten: bool) -> PdfWriter:
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    if flatten:
        for page in writer.pages:
            for annot in page.get("/Annots", []) or []:
                obj = annot.get_object()
                if obj.get("/Subtype") == "/Widget":
                    obj[NameObject("/Ff")] = 1  # read-only
    return writer


def fill(pdf: Path, data: Path, out: Path, flatten: bool) -> None:
    values = json.loads(data.read_text(encoding="utf-8"))
    w = _fill(PdfReader(str(pdf)), {k: str(v) for k, v in values.items()}, flatten)
    with out.open("wb") as fh:
        w.write(fh)
    print(f"wrote {out}")


def batch(pdf: Path, rows: Path, out_dir: Path, flatten: bool, name_col: str | None) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    with rows.open(newline="", encoding="utf-8-sig") as fh:
        for i, row in enumerate(csv.DictReader(fh), start=1):
            stem = row.get(name_col) if name_col else None
            target = out_dir / f"{stem or f'filled_{i:04d}'}.pdf"
            w = _fill(PdfReader(str(pdf)), row, flatten)
            with target.open("wb") as o:
                w.write(o)
    print(f"batch complete -> {out_dir}")


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("fields"); s.add_argument("pdf", type=Path)
    s = sub.add_parser("fill"); s.add_argument("pdf", type=Path); s.add_argument("data", type=Path)
    s.add_argument("-o", "--out", type=Path, default=Path("filled.pdf")); s.add_argument("--flatten", action="store_true")
    s = sub.add_parser("batch"); s.add_argument("pdf", type=Path); s.add_argument("rows", type=Path)
    s.add_argument("--out-dir", type=Path, default=Path("out")); s.add_argument("--flatten", action="store_true")
    s.add_argument("--name-col")
    a = ap.parse_args()
    if a.cmd == "fields":
        list_fields(a.pdf)
    elif a.cmd == "fill":
        fill(a.pdf, a.data, a.out, a.flatten)
    else:
        batch(a.pdf, a.rows, a.out_dir, a.flatten, a.name_col)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
