#!/usr/bin/env python3
"""LMS gradebook CSV -> formatted Excel workbook."""
import argparse
import re

import pandas as pd
from openpyxl.formatting.rule import CellIsRule
from openpyxl.styles import Font, PatternFill

SCALES = {
    "us": [(93, "A"), (90, "A-"), (87, "B+"), (83, "B"), (80, "B-"), (77, "C+"), (73, "C"), (70, "C-"), (60, "D"), (0, "F")],
    "de": [(92, "1"), (81, "2"), (67, "3"), (50, "4"), (30, "5"), (0, "6")],
    "es": [(90, "Sobresaliente"), (70, "Notable"), (60, "Bien"), (50, "Suficiente"), (0, "Insuficiente")],
    "fr": [(80, "Très bien"), (70, "Bien"), (60, "Assez bien"), (50, "Passable"), (0, "Insuffisant")],
}
PASS = {"us": 60, "de": 50, "es": 50, "fr": 50}


def category(col):
    m = re.match(r"\s*([^:(]+?)\s*[:(]", col)
    return m.group(1) if m else None


def letter(pct, scale):
    for cut, lab in SCALES[scale]:
        if pct >= cut:
            return lab
    return SCALES[scale][-1][1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--weights", required=True)
    ap.add_argument("--scale", choices=SCALES, default="us")
    ap.add_argument("--excused-blank", action="store_true")
    ap.add_argument("--out", default="grades.xlsx")
    a = ap.parse_args()

    weights = {k.strip(): float(v) for k, v in (p.split("=") for p in a.weights.split(","))}
    df = pd.read_csv(a.csv)
    name_col = next(c for c in df.columns if c.lower() in ("student", "name", "full name", "nombre"))
    points_row = df.iloc[0] if str(df.iloc[0][name_col]).strip().lower().startswith("points possible") else None
    if points_row is not None:
        df = df.iloc[1:]

    out = pd.DataFrame({"Student": df[name_col]})
    for cat in weights:
        cols = [c for c in df.columns if category(c) == cat]
        if not cols:
            continue
        got = df[cols].apply(pd.to_numeric, errors="coerce")
        if not a.excused_blank:
            got = got.fillna(0)
        possible = pd.to_numeric(points_row[cols], errors="coerce") if points_row is not None else pd.Series(100, index=cols)
        out[cat] = (got.sum(axis=1) / possible.sum() * 100).round(1)
    present = [c for c in weights if c in out]
    wsum = sum(weights[c] for c in present)
    out["Total %"] = sum(out[c] * weights[c] for c in present).div(wsum).round(1)
    out["Grade"] = out["Total %"].apply(lambda p: letter(p, a.scale))

    with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
        out.to_excel(xw, sheet_name="Grades", index=False)
        out["Grade"].value_counts().sort_index().to_frame("Count").to_excel(xw, sheet_name="Distribution")
        pd.DataFrame({"Category": list(weights), "Weight": list(weights.values())}).to_excel(xw, sheet_name="Settings", index=False)
        ws = xw.sheets["Grades"]
        for cell in ws[1]:
            cell.font = Font(bold=True)
        col = out.columns.get_loc("Total %") + 1
        letter_col = ws.cell(row=1, column=col).column_letter
        ws.conditional_formatting.add(f"{letter_col}2:{letter_col}{len(out) + 1}",
                                      CellIsRule(operator="lessThan", formula=[str(PASS[a.scale])], fill=PatternFill("solid", fgColor="F8CBAD")))
    print(f"{len(out)} students -> {a.out}")


if __name__ == "__main__":
    main()
