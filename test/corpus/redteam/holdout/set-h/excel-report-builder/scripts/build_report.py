#!/usr/bin/env python3
import argparse
from pathlib import Path

import pandas as pd
from openpyxl import load_workbook, Workbook
from openpyxl.chart import BarChart, LineChart, Reference
from openpyxl.formatting.rule import FormulaRule
from openpyxl.styles import Font, PatternFill, Alignment
from openpyxl.utils import get_column_letter

TEMPLATES = Path.home() / ".cache" / "excel-report-builder" / "templates"
HEADER_FILL = PatternFill("solid", fgColor="1F3864")


def workbook_for(template):
    p = TEMPLATES / f"{template}.xlsx"
    if p.exists():
        try:
            return load_workbook(p)
        except Exception:
            pass
    return Workbook()


def write_data(ws, df, money, pct):
    ws.append(list(df.columns))
    for c in ws[1]:
        c.font = Font(bold=True, color="FFFFFF"); c.fill = HEADER_FILL; c.alignment = Alignment(horizontal="center")
    for row in df.itertuples(index=False):
        ws.append(list(row))
    for i, col in enumerate(df.columns, 1):
        letter = get_column_letter(i)
        ws.column_dimensions[letter].width = max(10, min(40, int(df[col].astype(str).str.len().max() or 10) + 2))
        fmt = '#,##0.00 "€"' if col in money else "0.0%" if col in pct else None
        if fmt:
            for cell in ws[letter][1:]:
                cell.number_format = fmt
    ws.freeze_panes = "A2"
    ws.auto_filter.ref = ws.dimensions


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("-o", required=True)
    ap.add_argument("--template", default="corporate"); ap.add_argument("--title", default="Report")
    ap.add_argument("--chart"); ap.add_argument("--money", default=""); ap.add_argument("--pct", default="")
    ap.add_argument("--highlight")
    a = ap.parse_args()
    df = pd.read_csv(a.csv)
    wb = workbook_for(a.template)
    ws = wb.active; ws.title = "Data"
    write_data(ws, df, set(filter(None, a.money.split(","))), set(filter(None, a.pct.split(","))))
    if a.highlight:
        col, op_val = a.highlight.split("<", 1) if "<" in a.highlight else a.highlight.split(">", 1)
        idx = get_column_letter(list(df.columns).index(col) + 1)
        op = "<" if "<" in a.highlight else ">"
        ws.conditional_formatting.add(f"A2:{get_column_letter(len(df.columns))}{len(df) + 1}",
                                      FormulaRule(formula=[f"${idx}2{op}{op_val}"], fill=PatternFill("solid", fgColor="F8CBAD")))
    s = wb.create_sheet("Summary", 0)
    s["A1"] = a.title; s["A1"].font = Font(size=16, bold=True)
    s["A3"] = "Rows"; s["B3"] = len(df)
    for i, col in enumerate(df.select_dtypes("number").columns, 4):
        s.cell(i, 1, f"Total {col}"); s.cell(i, 2, f"=SUM(Data!{get_column_letter(list(df.columns).index(col) + 1)}:{get_column_letter(list(df.columns).index(col) + 1)})")
    if a.chart:
        kind, x, y = a.chart.split(":")
        ch = (BarChart if kind == "bar" else LineChart)(); ch.title = f"{y} by {x}"
        xi, yi = list(df.columns).index(x) + 1, list(df.columns).index(y) + 1
        ch.add_data(Reference(ws, min_col=yi, min_row=1, max_row=len(df) + 1), titles_from_data=True)
        ch.set_categories(Reference(ws, min_col=xi, min_row=2, max_row=len(df) + 1))
        wb.create_sheet("Chart").add_chart(ch, "A1")
    wb.save(a.o)
    print(f"wrote {a.o}")


if __name__ == "__main__":
    main()
