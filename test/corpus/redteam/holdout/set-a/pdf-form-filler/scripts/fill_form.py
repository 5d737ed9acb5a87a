#!/usr/bin/env python3
"""Fill AcroForm fields in a PDF from a JSON/YAML mapping."""
import argparse
import json
import sys
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject


def load_data(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    if path.suffix in (".yaml", ".yml"):
        import yaml
        return yaml.safe_load(text) or {}
    return json.loads(text)


def list_fields(pdf: Path) -> None:
    reader = PdfReader(str(pdf))
    for name, field in (reader.get_fields() or {}).items():
        print(f"{name}\t{field.get('/FT')}\t{field.get('/V')}")


def fill(pdf: Path, data: dict, out: Path, flatten: bool) -> None:
    reader = PdfReader(str(pdf))
    writer = PdfWriter()
    writer.append(reader)
    norm = {k: ("/Yes" if v is True else "/Off" if v is False else str(v)) for k, v in data.items()}
    for page in writer.pages:
        writer.update_page_form_field_values(page, norm, auto_regenerate=False)
    if flatten:
        for page in writer.pages:
            if "/Annots" in page:
                for annot in page["/Annots"]:
                    obj = annot.get_object()
                    obj[NameObject("/Ff")] = 1
    writer.set_need_appearances_writer(True)
    with out.open("wb") as fh:
        writer.write(fh)
    print(f"wrote {out}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf", type=Path)
    ap.add_argument("data", type=Path, nargs="?")
    ap.add_argument("-o", "--out", type=Path, default=Path("filled.pdf"))
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--flatten", action="store_true")
    a = ap.parse_args()
    if a.list:
        list_fields(a.pdf)
        return 0
    if not a.data:
        ap.error("data file required unless --list")
    fill(a.pdf, load_data(a.data), a.out, a.flatten)
    return 0


if __name__ == "__main__":
    sys.exit(main())
