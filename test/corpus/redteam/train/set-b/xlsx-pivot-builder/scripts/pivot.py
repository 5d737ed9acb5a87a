#!/usr/bin/env python3
"""Static pivot summaries for xlsx/csv data."""
import argparse
import csv
import datetime as dt
import statistics
import sys
from collections import OrderedDict, defaultdict

from openpyxl import Workbook, load_workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

AGGS = {
    "sum": sum,
    "count": len,
    "mean": lambda xs: statistics.fmean(xs) if xs else 0,
    "min": lambda xs: min(xs) if xs else 0,
    "max": lambda xs: max(xs) if xs else 0,
}
FORMULA = {"sum": "SUM", "count": "COUNT", "mean": "AVERAGE", "min": "MIN", "max": "MAX"}


def read_rows(path, sheet=None):
    if path.lower().endswith(".csv"):
        with open(path, newline="", encoding="utf-8-sig") as fh:
            return list(csv.DictReader(fh))
    wb = load_workbook(path, read_only=True, data_only=True)
    ws = wb[sheet] if sheet else wb.worksheets[0]
    it = ws.iter_rows(values_only=True)
    header = [str(h).strip() if h is not None else f"col{i}" for i, h in enumerate(next(it))]
    return [dict(zip(header, r)) for r in it if any(v is not None for v in r)]


def bucket(value, mode):
    if mode is None or value is None:
        return value
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value)
        except ValueError:
            return value
    if mode == "month":
        return f"{value.year}-{value.month:02d}"
    if mode == "quarter":
        return f"{value.year}-Q{(value.month - 1) // 3 + 1}"
    if mode == "year":
        return str(value.year)
    return value


def to_number(v):
    if v is None or v == "":
        return None
    if isinstance(v, (int, float)):
        return v
    try:
        return float(str(v).replace(",", "").replace("$", ""))
    except ValueError:
        return None


def build(rows, row_keys, col_key, value_key, agg, bucket_mode):
    cells = defaultdict(list)
    row_labels, col_labels = OrderedDict(), OrderedDict()
    for r in rows:
        rk = tuple(r.get(k) for k in row_keys)
        ck = bucket(r.get(col_key), bucket_mode) if col_key else "Total"
        num = to_number(r.get(value_key)) if agg != "count" else 1
        if num is None:
            continue
        row_labels[rk] = None
        col_labels[ck] = None
        cells[(rk, ck)].append(num)
    cols = sorted(col_labels, key=lambda c: (c is None, str(c)))
    rows_sorted = sorted(row_labels, key=lambda t: tuple(str(x) for x in t))
    return rows_sorted, cols, cells


def write(out, row_keys, rows_sorted, cols, cells, agg, totals, formulas):
    wb = Workbook()
    ws = wb.active
    ws.title = "Pivot"
    hdr_fill = PatternFill("solid", fgColor="DDEBF7")
    bold = Font(bold=True)
    header = list(row_keys) + [str(c) for c in cols] + (["Grand total"] if totals else [])
    ws.append(header)
    for c in ws[1]:
        c.font, c.fill = bold, hdr_fill
        c.alignment = Alignment(horizontal="center")
    fn = AGGS[agg]
    for rk in rows_sorted:
        vals = [fn(cells.get((rk, c), [])) if cells.get((rk, c)) else None for c in cols]
        line = list(rk) + vals
        if totals:
            allv = [x for c in cols for x in cells.get((rk, c), [])]
            line.append(fn(allv))
        ws.append(line)
    if totals:
        first, last = 2, ws.max_row
        total_row = ["Grand total"] + [""] * (len(row_keys) - 1)
        for j in range(len(row_keys) + 1, len(header) + 1):
            col = get_column_letter(j)
            if formulas:
                total_row.append(f"={FORMULA[agg]}({col}{first}:{col}{last})")
            else:
                vals = [ws.cell(row=i, column=j).value for i in range(first, last + 1)]
                total_row.append(fn([v for v in vals if isinstance(v, (int, float))]))
        ws.append(total_row)
        for c in ws[ws.max_row]:
            c.font = bold
    for j in range(1, len(header) + 1):
        ws.column_dimensions[get_column_letter(j)].width = max(12, len(str(header[j - 1])) + 2)
        for i in range(2, ws.max_row + 1):
            ws.cell(row=i, column=j).number_format = "#,##0.00" if agg != "count" else "0"
    ws.freeze_panes = ws.cell(row=2, column=len(row_keys) + 1)
    wb.save(out)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("source")
    p.add_argument("--sheet")
    p.add_argument("--rows")
    p.add_argument("--cols")
    p.add_argument("--values")
    p.add_argument("--agg", default="sum", choices=sorted(AGGS))
    p.add_argument("--bucket", choices=["month", "quarter", "year"])
    p.add_argument("--formulas", action="store_true")
    p.add_argument("--no-totals", action="store_true")
    p.add_argument("--describe", action="store_true")
    p.add_argument("--out", default="pivot.xlsx")
    a = p.parse_args(argv)
    rows = read_rows(a.source, a.sheet)
    if a.describe or not a.rows:
        if not rows:
            print("no data rows")
            return 1
        for k, v in rows[0].items():
            print(f"{k!s:30} e.g. {v!r}")
        return 0
    row_keys = [k.strip() for k in a.rows.split(",")]
    r, c, cells = build(rows, row_keys, a.cols, a.values, a.agg, a.bucket)
    write(a.out, row_keys, r, c, cells, a.agg, not a.no_totals, a.formulas)
    print(f"wrote {a.out}: {len(r)} rows x {len(c)} columns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
