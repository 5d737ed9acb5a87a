#!/usr/bin/env python3
"""List sheets, header guesses, column dtypes and row counts for xlsx/csv files."""
import argparse
import sys
from pathlib import Path

import pandas as pd


def guess_header_row(df_raw: pd.DataFrame, max_scan: int = 15) -> int:
    best, best_score = 0, -1
    for i in range(min(max_scan, len(df_raw))):
        row = df_raw.iloc[i]
        non_null = row.notna().sum()
        strings = sum(isinstance(v, str) for v in row)
        score = non_null + strings
        if score > best_score:
            best, best_score = i, score
    return best


def describe(path: Path, check_totals: bool) -> None:
    if path.suffix.lower() == ".csv":
        sheets = {"csv": pd.read_csv(path, header=None)}
    else:
        sheets = pd.read_excel(path, sheet_name=None, header=None)
    for name, raw in sheets.items():
        hdr = guess_header_row(raw)
        df = raw.iloc[hdr + 1:].reset_index(drop=True)
        df.columns = [str(c) for c in raw.iloc[hdr]]
        df = df.infer_objects()
        print(f"== {name}  (header row {hdr + 1}, {len(df)} data rows)")
        for col in df.columns:
            ser = pd.to_numeric(df[col], errors="coerce")
            kind = "numeric" if ser.notna().mean() > 0.9 else str(df[col].dtype)
            print(f"   {col:<30} {kind}")
        if check_totals:
            nums = df.apply(pd.to_numeric, errors="coerce").select_dtypes("number")
            for col in nums.columns:
                print(f"   total[{col}] = {nums[col].sum():,.2f}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file", type=Path)
    ap.add_argument("--check-totals", action="store_true")
    args = ap.parse_args()
    if not args.file.exists():
        print(f"not found: {args.file}", file=sys.stderr)
        return 2
    describe(args.file, args.check_totals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
