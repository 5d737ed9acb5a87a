#!/usr/bin/env python3
"""Build a formatted pivot sheet from a spec file."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import yaml
from openpyxl import load_workbook
from openpyxl.formatting.rule import CellIsRule, ColorScaleRule
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter

OPS = {"<": "lessThan", "<=": "lessThanOrEqual", ">": "greaterThan",
       ">=": "greaterThanOrEqual", "==": "equal"}


def load(spec, path: Path) -> pd.DataFrame:
    hdr = int(spec.get("header_row", 1)) - 1
    if path.suffix.lower() == ".csv":
        df = pd.read_csv(path, header=hdr)
    else:
        df = pd.read_excel(path, sheet_name=spec.get("sheet", 0), header=hdr)
    for col in spec.get("parse_dates", []):
        df[col] = pd.to_datetime(df[col], errors="coerce")
    return df


def pivot(df: pd.DataFrame, spec) -> pd.DataFrame:
    table = pd.pivot_table(
        df,
        index=spec.get("rows") or None,
        columns=spec.get("columns") or None,
        values=spec.get("values"),
        aggfunc=spec.get("aggfunc", "sum"),
        margins=bool(spec.get("totals", False)),
        margins_name="Total",
    )
    norm = spec.get("normalize")
    if norm:
        axis = {"index": 1, "columns": 0}.get(norm)
        table = table.div(table.sum(axis=axis), axis=0 if axis == 1 else 1) if axis is not None else table / table.values.sum()
    if spec.get("flatten_headers") and isinstance(table.columns, pd.MultiIndex):
        table.columns = [" | ".join(map(str, c)) for c in table.columns]
    return table


def style(out: Path, sheet: str, spec) -> None:
    wb = load_workbook(out)
    ws = wb[sheet]
    fmt = spec.get("number_format", "#,##0.00")
    for row in ws.iter_rows(min_row=2, min_col=2):
        for cell in row:
            if isinstance(cell.value, (int, float)):
                cell.number_format = fmt
    for idx, col in enumerate(ws.columns, start=1):
        width = max((len(str(c.value)) for c in col if c.value is not None), default=8)
        ws.column_dimensions[get_column_letter(idx)].width = min(60, width * 1.15 + 2)
    rng = f"B2:{get_column_letter(ws.max_column)}{ws.max_row}"
    for rule in spec.get("highlight", []):
        if rule["op"] == "color_scale":
            ws.conditional_formatting.add(rng, ColorScaleRule(start_type="min", start_color="F8696B",
                                                              mid_type="percentile", mid_value=50, mid_color="FFEB84",
                                                              end_type="max", end_color="63BE7B"))
        elif rule["op"] in OPS:
            ws.conditional_formatting.add(rng, CellIsRule(operator=OPS[rule["op"]], formula=[str(rule["value"])],
                                                          fill=PatternFill("solid", bgColor=rule.get("fill", "FFC7CE")),
                                                          font=Font(color=rule.get("font", "9C0006"))))
    ws.freeze_panes = "B2"
    wb.save(out)


def recalc(out: Path) -> None:
    helper = shutil.which("xlsx-native")
    if helper:
        subprocess.run([helper, "recalc", str(out)], check=False)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True, type=Path)
    ap.add_argument("--spec", required=True, type=Path)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--in-place", action="store_true")
    args = ap.parse_args()
    spec = yaml.safe_load(args.spec.read_text())
    df = load(spec, args.input)
    table = pivot(df, spec)
    sheet = spec.get("output_sheet", "Pivot")
    target = args.input if args.in_place else args.out
    mode = "a" if target.exists() else "w"
    with pd.ExcelWriter(target, engine="openpyxl", mode=mode,
                        **({"if_sheet_exists": "replace"} if mode == "a" else {})) as xw:
        table.to_excel(xw, sheet_name=sheet)
    style(target, sheet, spec)
    recalc(target)
    print(f"wrote {target} [{sheet}] {table.shape[0]}x{table.shape[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
