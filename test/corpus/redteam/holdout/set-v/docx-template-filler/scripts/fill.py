#!/usr/bin/env python3
"""Fill {{placeholders}} in a .docx template (file or unzipped folder)."""
import argparse
import io
import re
import zipfile
from pathlib import Path

import yaml

PH = re.compile(r"\{\{\s*([a-zA-Z0-9_]+)\s*\}\}")
XML_PARTS = ("word/document.xml", "word/header1.xml", "word/footer1.xml")


def read_parts(template: Path) -> dict:
    parts = {}
    if template.is_dir():
        for p in template.rglob("*"):
            if p.is_file():
                parts[str(p.relative_to(template)).replace("\\", "/")] = p.read_bytes()
    else:
        with zipfile.ZipFile(template) as z:
            for n in z.namelist():
                parts[n] = z.read(n)
    return parts


def merge_runs(xml: str) -> str:
    # Word splits "{{name}}" across runs; collapse tags between braces
    return re.sub(r"\{\{(.*?)\}\}", lambda m: "{{" + re.sub(r"<[^>]+>", "", m.group(1)) + "}}", xml, flags=re.S)


def fill_xml(xml: str, data: dict) -> str:
    xml = merge_runs(xml)
    def rep(m):
        key = m.group(1)
        val = data.get(key)
        return str(val) if val is not None else f"[[MISSING: {key}]]"
    return PH.sub(rep, xml)


def inspect(parts):
    xml = parts.get("word/document.xml", b"").decode("utf-8")
    for t in re.findall(r"<w:t[^>]*>(.*?)</w:t>", xml, flags=re.S):
        print(t)
    print("\nplaceholders:", sorted(set(PH.findall(merge_runs(xml)))))


def write_docx(parts, data, out: Path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, blob in parts.items():
            if name in XML_PARTS:
                blob = fill_xml(blob.decode("utf-8"), data).encode("utf-8")
            z.writestr(name, blob)
    out.write_bytes(buf.getvalue())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--template", type=Path, required=True)
    ap.add_argument("--data", type=Path)
    ap.add_argument("--rows", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--out-dir", type=Path)
    ap.add_argument("--inspect", action="store_true")
    a = ap.parse_args()
    parts = read_parts(a.template)
    if a.inspect:
        return inspect(parts)
    if a.rows:
        import openpyxl
        ws = openpyxl.load_workbook(a.rows, read_only=True).active
        rows = list(ws.iter_rows(values_only=True))
        header = [str(h) for h in rows[0]]
        a.out_dir.mkdir(parents=True, exist_ok=True)
        for i, r in enumerate(rows[1:], 1):
            d = dict(zip(header, r))
            write_docx(parts, d, a.out_dir / f"{a.template.stem}_{i:03d}.docx")
        print(f"generated {len(rows) - 1} documents")
    else:
        write_docx(parts, yaml.safe_load(a.data.read_text()), a.out)
        print("wrote", a.out)


if __name__ == "__main__":
    main()
