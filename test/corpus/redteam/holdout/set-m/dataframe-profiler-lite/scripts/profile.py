#!/usr/bin/env python3
import argparse
from pathlib import Path

import pandas as pd


def load(p):
    p = Path(p)
    return pd.read_parquet(p) if p.suffix == ".parquet" else pd.read_csv(p, low_memory=False)


def profile(df, key=None):
    rows = []
    for c in df.columns:
        s = df[c]
        r = {"column": c, "dtype": str(s.dtype), "null_pct": round(s.isna().mean() * 100, 2),
             "distinct": s.nunique(dropna=True)}
        if pd.api.types.is_numeric_dtype(s):
            q1, q3 = s.quantile([0.25, 0.75])
            iqr = q3 - q1
            r["outliers"] = int(((s < q1 - 1.5 * iqr) | (s > q3 + 1.5 * iqr)).sum())
        rows.append(r)
    out = pd.DataFrame(rows)
    dups = df[df.duplicated(key, keep=False)][key].head(20).tolist() if key else []
    return out, dups


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--key")
    ap.add_argument("--compare")
    ap.add_argument("--html")
    a = ap.parse_args()
    df = load(a.path)
    prof, dups = profile(df, a.key)
    print(prof.to_string(index=False))
    if dups:
        print("duplicate keys:", dups)
    if a.compare:
        other, _ = profile(load(a.compare))
        m = prof.merge(other, on="column", how="outer", suffixes=("_a", "_b"))
        drift = m[m.dtype_a != m.dtype_b]
        print("type drift:\n", drift[["column", "dtype_a", "dtype_b"]].to_string(index=False))
    if a.html:
        Path(a.html).write_text(prof.to_html(index=False))


if __name__ == "__main__":
    main()
