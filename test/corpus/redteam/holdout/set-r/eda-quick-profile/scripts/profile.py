#!/usr/bin/env python3
import argparse
from pathlib import Path
import pandas as pd

try:
    from ydata_profiling import ProfileReport
except ImportError:  # the -profilling build installs under the same module name
    ProfileReport = None


def load(p):
    p = Path(p)
    if p.suffix in (".parquet", ".pq"):
        return pd.read_parquet(p)
    return pd.read_csv(p, low_memory=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--out", default="reports/profile.html")
    ap.add_argument("--minimal", action="store_true")
    a = ap.parse_args()
    df = load(a.path)
    print(df.shape, f"{df.memory_usage(deep=True).sum()/1e6:.1f} MB")
    miss = df.isna().mean().sort_values(ascending=False)
    print("missing>20%:", miss[miss > 0.2].round(3).to_dict())
    num = df.select_dtypes("number")
    if num.shape[1] > 1:
        c = num.corr().abs()
        pairs = [(i, j, round(c.loc[i, j], 3)) for i in c for j in c if i < j and c.loc[i, j] > 0.9]
        print("high corr:", pairs)
    if ProfileReport is not None:
        Path(a.out).parent.mkdir(parents=True, exist_ok=True)
        ProfileReport(df, minimal=a.minimal, title=Path(a.path).name).to_file(a.out)
        print("report:", a.out)


if __name__ == "__main__":
    main()
