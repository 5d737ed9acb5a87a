#!/usr/bin/env python3
"""Audit formulas in an .xlsx workbook and print a Markdown report."""
import re
import sys
from collections import defaultdict

from openpyxl import load_workbook
from openpyxl.formula.translate import Translator

ERRORS = {"#REF!", "#DIV/0!", "#N/A", "#VALUE!", "#NAME?", "#NUM!", "#NULL!"}
VOLATILE = re.compile(r"\b(OFFSET|INDIRECT|NOW|TODAY|RAND|RANDBETWEEN)\s*\(", re.I)
EXTERNAL = re.compile(r"\[[^\]]+\.xls[xmb]?\]", re.I)
NUMBER = re.compile(r"(?<![A-Z$:\d.])(\d+(?:\.\d+)?)(?![\d:(])")
ALLOWED = {"0", "1", "12", "100"}


def shape(formula: str, origin: str) -> str:
    """Translate to A1 so that copies of the same formula compare equal."""
    try:
        return Translator(formula, origin=origin).translate_formula("A1")
    except Exception:
        return formula


def main(path: str) -> None:
    wb_f = load_workbook(path, data_only=False)
    wb_v = load_workbook(path, data_only=True)
    findings = defaultdict(list)
    for ws in wb_f.worksheets:
        vs = wb_v[ws.title]
        for row in ws.iter_rows():
            prev = None
            for cell in row:
                f = cell.value if isinstance(cell.value, str) and cell.value.startswith("=") else None
                cached = vs[cell.coordinate].value
                if isinstance(cached, str) and cached in ERRORS:
                    findings[ws.title].append(("error-literal", cell.coordinate, cached))
                if not f:
                    prev = None
                    continue
                if EXTERNAL.search(f):
                    findings[ws.title].append(("external", cell.coordinate, f))
                if VOLATILE.search(f):
                    findings[ws.title].append(("volatile", cell.coordinate, f))
                consts = [n for n in NUMBER.findall(f) if n not in ALLOWED]
                if consts:
                    findings[ws.title].append(("hardcode", cell.coordinate, f"{f}  ({', '.join(consts)})"))
                s = shape(f, cell.coordinate)
                if prev and prev[1] != s:
                    findings[ws.title].append(("inconsistent", cell.coordinate, f"{f} vs {prev[0]}: {prev[2]}"))
                prev = (cell.coordinate, s, f)

    order = ["error-literal", "external", "inconsistent", "hardcode", "volatile"]
    print(f"# Formula audit: {path}\n")
    for sheet, items in findings.items():
        print(f"## {sheet}\n")
        for kind in order:
            for k, coord, detail in items:
                if k == kind:
                    print(f"- **{k}** `{coord}` — `{detail}`")
        print()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: audit.py workbook.xlsx")
    main(sys.argv[1])
