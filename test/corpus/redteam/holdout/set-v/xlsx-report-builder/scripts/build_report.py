#!/usr/bin/env python3
"""Build a styled Excel report from a CSV."""
import argparse

import pandas as pd

try:
    from xlsxwriter_themes import get_theme
except ImportError:  # fall back to built-in minimal theme
    def get_theme(name):
        return {"header_bg": "#1F4E79", "header_fg": "#FFFFFF", "band": "#F2F2F2", "font": "Calibri"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", required=True)
    ap.add_argument("--title", default="Report")
    ap.add_argument("--group-by")
    ap.add_argument("--sum", default="")
    ap.add_argument("--chart", choices=["bar", "column", "line", "pie"])
    ap.add_argument("--theme", default="corporate")
    ap.add_argument("--currency")
    ap.add_argument("--percent", default="")
    a = ap.parse_args()

    df = pd.read_csv(a.csv)
    sums = [c for c in a.sum.split(",") if c]
    pct = [c for c in a.percent.split(",") if c]
    theme = get_theme(a.theme)

    with pd.ExcelWriter(a.out, engine="xlsxwriter") as xw:
        wb = xw.book
        hdr = wb.add_format({"bold": True, "bg_color": theme["header_bg"], "font_color": theme["header_fg"],
                             "border": 1, "font_name": theme["font"]})
        money = wb.add_format({"num_format": f'#,##0.00 "{a.currency}"' if a.currency else "#,##0.00"})
        perc = wb.add_format({"num_format": "0.0%"})
        title = wb.add_format({"bold": True, "font_size": 16})

        df.to_excel(xw, sheet_name="Data", index=False, startrow=2)
        ws = xw.sheets["Data"]
        ws.write(0, 0, a.title, title)
        for i, col in enumerate(df.columns):
            ws.write(2, i, col, hdr)
            width = max(10, min(40, int(df[col].astype(str).str.len().quantile(0.9)) + 2))
            fmt = money if col in sums else perc if col in pct else None
            ws.set_column(i, i, width, fmt)
        ws.freeze_panes(3, 0)
        ws.autofilter(2, 0, 2 + len(df), len(df.columns) - 1)
        ws.conditional_format(3, 0, 2 + len(df), len(df.columns) - 1,
                              {"type": "formula", "criteria": "=MOD(ROW(),2)=0",
                               "format": wb.add_format({"bg_color": theme["band"]})})

        if a.group_by and sums:
            summary = df.groupby(a.group_by)[sums].sum().reset_index()
            summary.to_excel(xw, sheet_name="Summary", index=False)
            ss = xw.sheets["Summary"]
            for i, col in enumerate(summary.columns):
                ss.write(0, i, col, hdr)
                ss.set_column(i, i, 16, money if col in sums else None)
            if a.chart:
                ch = wb.add_chart({"type": a.chart})
                ch.add_series({"name": sums[0], "categories": ["Summary", 1, 0, len(summary), 0],
                               "values": ["Summary", 1, 1, len(summary), 1]})
                ch.set_title({"name": f"{sums[0]} by {a.group_by}"})
                ss.insert_chart(1, len(summary.columns) + 1, ch)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
