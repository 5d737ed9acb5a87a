#!/usr/bin/env python3
"""CSV → styled xlsx."""
from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--title")
    ap.add_argument("--money", default="")
    ap.add_argument("--pct", default="")
    ap.add_argument("--currency", default="€")
    ap.add_argument("--chart")
    ap.add_argument("--cond")
    a = ap.parse_args()

    with pd.ExcelWriter(a.output, engine="xlsxwriter") as xw:
        wb = xw.book
        money = wb.add_format({"num_format": f"#,##0.00 {a.currency}"})
        pct = wb.add_format({"num_format": "0.0%"})
        for path in a.inputs:
            df = pd.read_csv(path)
            sheet = Path(path).stem[:31]
            df.to_excel(xw, sheet_name=sheet, index=False)
            ws = xw.sheets[sheet]
            ws.add_table(0, 0, len(df), len(df.columns) - 1,
                         {"columns": [{"header": c} for c in df.columns], "style": "Table Style Medium 2"})
            ws.freeze_panes(1, 0)
            for i, col in enumerate(df.columns):
                width = min(60, max(len(str(col)), int(df[col].astype(str).str.len().max() or 0)) + 2)
                fmt = money if col in a.money.split(",") else pct if col in a.pct.split(",") else None
                ws.set_column(i, i, width, fmt)
            if a.cond:
                col, op, val = a.cond.split(":")
                j = list(df.columns).index(col)
                ws.conditional_format(1, j, len(df), j, {"type": "cell", "criteria": op, "value": float(val),
                                                         "format": wb.add_format({"bg_color": "#C6EFCE"})})
            if a.chart:
                kind, x, y = a.chart.split(":")
                ch = wb.add_chart({"type": kind})
                xi, yi = list(df.columns).index(x), list(df.columns).index(y)
                ch.add_series({"categories": [sheet, 1, xi, len(df), xi],
                               "values": [sheet, 1, yi, len(df), yi], "name": y})
                cs = wb.add_worksheet(f"{sheet[:25]}-chart")
                cs.insert_chart("B2", ch, {"x_scale": 2, "y_scale": 1.5})
    print(f"wrote {a.output}")


if __name__ == "__main__":
    main()
