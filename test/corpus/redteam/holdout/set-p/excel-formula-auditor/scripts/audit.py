#!/usr/bin/env python3
"""Audita fórmulas de un libro .xlsx."""
import re
import sys
from collections import Counter, defaultdict

from openpyxl import load_workbook

ERRORS = {"#REF!", "#N/A", "#VALUE!", "#DIV/0!", "#NAME?", "#NUM!"}
CONST = re.compile(r"(?<![A-Z$])\b\d+\.\d+\b|\*\s*\d+(?!\d*:)")
CELLREF = re.compile(r"\$?[A-Z]{1,3}\$?(\d+)")


def normalize(formula, row):
    return CELLREF.sub(lambda m: m.group(0).replace(m.group(1), "R" + str(int(m.group(1)) - row)), formula)


def audit(path):
    wb = load_workbook(path, data_only=False)
    issues = []
    for ws in wb.worksheets:
        if ws.sheet_state != "visible":
            issues.append((ws.title, "-", "hoja oculta"))
        patterns = defaultdict(Counter)
        cells = defaultdict(list)
        for row in ws.iter_rows():
            for c in row:
                v = c.value
                if isinstance(v, str) and v in ERRORS:
                    issues.append((ws.title, c.coordinate, f"error {v}"))
                if isinstance(v, str) and v.startswith("="):
                    if "#REF!" in v:
                        issues.append((ws.title, c.coordinate, "referencia rota"))
                    if CONST.search(v):
                        issues.append((ws.title, c.coordinate, f"constante en fórmula: {v}"))
                    n = normalize(v, c.row)
                    patterns[c.column_letter][n] += 1
                    cells[c.column_letter].append((c.coordinate, n))
        for col, cnt in patterns.items():
            if len(cnt) > 1:
                common = cnt.most_common(1)[0][0]
                for coord, n in cells[col]:
                    if n != common:
                        issues.append((ws.title, coord, "fórmula inconsistente con la columna"))
    for name in wb.defined_names:
        dn = wb.defined_names[name]
        if "#REF!" in str(dn.attr_text):
            issues.append(("(nombres)", name, "nombre definido roto"))
    return issues


if __name__ == "__main__":
    src = sys.argv[1]
    out = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else None
    rows = audit(src)
    lines = ["| Hoja | Celda | Problema |", "|---|---|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    text = "\n".join(lines)
    if out:
        open(out, "w", encoding="utf-8").write(text)
    print(text if len(rows) < 200 else f"{len(rows)} problemas, ver {out}")
