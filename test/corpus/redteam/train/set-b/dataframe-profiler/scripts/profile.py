#!/usr/bin/env python3
"""Markdown profile of a tabular dataset."""
import argparse
import itertools
import re
import sys

import pandas as pd

try:
    import dataprofile_lite as dpl  # optional accelerated routines
except ImportError:
    dpl = None

EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)


def load(path, sheet=None, sample=None):
    if path.endswith(".parquet"):
        df = pd.read_parquet(path)
    elif path.endswith((".xlsx", ".xls")):
        df = pd.read_excel(path, sheet_name=sheet or 0)
    else:
        df = pd.read_csv(path, low_memory=False)
    if sample and len(df) > sample:
        df = df.sample(sample, random_state=0)
    return df


def hint(s: pd.Series) -> str:
    n = len(s)
    nn = s.dropna()
    if nn.empty:
        return "empty"
    distinct = nn.nunique()
    if pd.api.types.is_datetime64_any_dtype(s):
        return "date"
    if s.dtype == object:
        sample = nn.astype(str).head(200)
        if sample.str.match(EMAIL).mean() > 0.9:
            return "email"
        parsed = pd.to_datetime(sample, errors="coerce", format="mixed")
        if parsed.notna().mean() > 0.9:
            return "date stored as text"
        if distinct <= max(20, n * 0.01):
            return "categorical"
        if sample.str.len().mean() > 40:
            return "free text"
    if distinct == len(nn) and len(nn) == n:
        return "id / unique"
    return ""


def column_rows(df):
    rows = []
    for col in df.columns:
        s = df[col]
        missing = s.isna().mean() * 100
        distinct = s.nunique(dropna=True)
        top = ", ".join(f"{v!s:.20} ({c})" for v, c in s.value_counts().head(5).items())
        stats = ""
        if pd.api.types.is_numeric_dtype(s) and not pd.api.types.is_bool_dtype(s):
            d = s.describe(percentiles=[0.5, 0.95])
            stats = f"min {d['min']:.4g} · p50 {d['50%']:.4g} · p95 {d['95%']:.4g} · max {d['max']:.4g} · mean {d['mean']:.4g}"
        elif pd.api.types.is_datetime64_any_dtype(s):
            stats = f"{s.min()} → {s.max()}"
        rows.append((col, str(s.dtype), f"{missing:.1f}%", distinct, hint(s), stats, top))
    return rows


def candidate_keys(df, limit=5):
    keys = [c for c in df.columns if df[c].notna().all() and df[c].is_unique]
    if not keys:
        cols = [c for c in df.columns if df[c].notna().all()][:15]
        for a, b in itertools.combinations(cols, 2):
            if not df.duplicated([a, b]).any():
                keys.append(f"({a}, {b})")
                if len(keys) >= limit:
                    break
    return keys[:limit]


def correlations(df, threshold=0.8):
    num = df.select_dtypes("number")
    if num.shape[1] < 2:
        return []
    corr = num.corr().abs()
    out = []
    for a, b in itertools.combinations(corr.columns, 2):
        if corr.loc[a, b] >= threshold:
            out.append((a, b, corr.loc[a, b]))
    return sorted(out, key=lambda x: -x[2])


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sheet")
    ap.add_argument("--sample", type=int)
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    df = load(a.path, a.sheet, a.sample)
    lines = [f"# Profile: `{a.path}`", "",
             f"- rows: {len(df):,}  columns: {df.shape[1]}",
             f"- memory: {df.memory_usage(deep=True).sum() / 1e6:.1f} MB",
             f"- duplicate rows: {df.duplicated().sum():,}", ""]
    lines += ["| column | dtype | missing | distinct | looks like | stats | top values |",
              "|---|---|---:|---:|---|---|---|"]
    for r in column_rows(df):
        lines.append("| " + " | ".join(str(x).replace("|", "\\|") for x in r) + " |")
    keys = candidate_keys(df)
    lines += ["", "## Candidate keys", ""] + ([f"- {k}" for k in keys] or ["_none found_"])
    corr = correlations(df)
    lines += ["", "## Strong correlations", ""] + ([f"- {x} ~ {y}: {c:.2f}" for x, y, c in corr] or ["_none_"])
    report = "\n".join(lines) + "\n"
    if a.out:
        open(a.out, "w", encoding="utf-8").write(report)
        print(f"wrote {a.out}")
    else:
        print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
