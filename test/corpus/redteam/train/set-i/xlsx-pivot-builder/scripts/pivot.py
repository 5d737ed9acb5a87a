#!/usr/bin/env python3
import argparse
import pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--sheet", default=0)
ap.add_argument("--index", required=True); ap.add_argument("--columns")
ap.add_argument("--values", required=True); ap.add_argument("--agg", default="sum")
ap.add_argument("--out", required=True); ap.add_argument("--percent", action="store_true")
a = ap.parse_args()

df = pd.read_csv(a.src) if a.src.endswith(".csv") else pd.read_excel(a.src, sheet_name=a.sheet)
pt = pd.pivot_table(df, index=a.index.split(","), columns=a.columns.split(",") if a.columns else None,
                    values=a.values, aggfunc=a.agg, fill_value=0)
if a.percent:
    pt = pt.div(pt.sum(axis=1), axis=0) * 100
with pd.ExcelWriter(a.out) as xw:
    df.to_excel(xw, sheet_name="Data", index=False)
    pt.to_excel(xw, sheet_name="Summary")
print("wrote", a.out)
