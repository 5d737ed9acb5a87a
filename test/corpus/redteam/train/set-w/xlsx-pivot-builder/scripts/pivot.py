#!/usr/bin/env python3
"""Pure-Python pivot for small/medium CSV or XLSX files."""
import argparse
import sys

import pandas as pd

AGGS = {"sum": "sum", "mean": "mean", "count": "count", "nunique": "nunique",
        "min": "min", "max": "max"}


def load(path, encoding):
    if path.lower().endswith((".xlsx", ".xlsm", ".xls")):
        return pd.read_excel(path)
    return pd.read_csv(path, encoding=encoding)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--rows", required=True, nargs="+")
    ap.add_argument("--cols", nargs="*", default=[])
    ap.add_argument("--values", required=True)
    ap.add_argument("--agg", default="sum", choices=AGGS)
    ap.add_argument("--date-bucket", choices=["month", "quarter", "year"])
    ap.add_argument("--where")
    ap.add_argument("--encoding", default="utf-8")
    ap.add_argument("--no-totals", action="store_true")
    ap.add_argument("-o", "--output", default="pivot.xlsx")
    a = ap.parse_args()

    df = load(a.input, a.encoding)
    if a.where:
        df = df.query(a.where)
    if a.date_bucket:
        for c in a.rows + a.cols:
            if pd.api.types.is_datetime64_any_dtype(df[c]) or "date" in c.lower():
                s = pd.to_datetime(df[c], errors="coerce")
                df[c] = s.dt.to_period({"month": "M", "quarter": "Q", "year": "Y"}[a.date_bucket]).astype(str)

    pt = pd.pivot_table(df, index=a.rows, columns=a.cols or None, values=a.values,
                        aggfunc=AGGS[a.agg], margins=not a.no_totals,
                        margins_name="Grand Total")
    if len(pt) > 1_048_575 and a.output.endswith(".xlsx"):
        sys.exit("result exceeds Excel row limit; use -o out.csv or add --where")

    if a.output.endswith(".csv"):
        pt.to_csv(a.output)
    else:
        with pd.ExcelWriter(a.output, engine="openpyxl") as xw:
            pt.to_excel(xw, sheet_name="Pivot")
            ws = xw.sheets["Pivot"]
            ws.freeze_panes = "B2"
    print(pt.head(10).to_string())
    print(f"\nwrote {a.output}")


if __name__ == "__main__":
    main()
