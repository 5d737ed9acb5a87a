#!/usr/bin/env python3
"""Build a formatted xlsx report from CSV."""
import argparse
import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--pivot", help="rows:values e.g. Region,Product:Sales")
    ap.add_argument("--chart", choices=["bar", "line", "none"], default="none")
    ap.add_argument("-o", "--out", default="report.xlsx")
    a = ap.parse_args()
    df = pd.read_csv(a.csv)
    with pd.ExcelWriter(a.out, engine="xlsxwriter") as xw:
        df.to_excel(xw, sheet_name="Data", index=False)
        if a.pivot:
            rows, val = a.pivot.split(":")
            pv = df.pivot_table(index=rows.split(","), values=val, aggfunc="sum")
            pv.to_excel(xw, sheet_name="Pivot")
        ws = xw.sheets["Data"]
        ws.autofilter(0, 0, len(df), len(df.columns) - 1)
        ws.freeze_panes(1, 0)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
