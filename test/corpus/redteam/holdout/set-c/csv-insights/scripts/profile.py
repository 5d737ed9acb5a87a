#!/usr/bin/env python3
import argparse

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--html")
    a = ap.parse_args()
    sep = "\t" if a.csv.endswith((".tsv", ".tab")) else ","
    df = pd.read_csv(a.csv, sep=sep)
    print(f"shape: {df.shape}")
    miss = (df.isna().mean() * 100).round(1)
    print("\nmissing %:\n", miss[miss > 0].to_string() or "none")
    num = df.select_dtypes("number")
    if not num.empty:
        print("\n", num.describe(percentiles=[.5]).T[["min", "50%", "max"]].to_string())
        corr = num.corr().abs().unstack().sort_values(ascending=False)
        strong = corr[(corr < 1) & (corr > 0.6)].drop_duplicates()
        print("\nstrong correlations:\n", strong.to_string() if not strong.empty else "none")
    for c in df.select_dtypes("object"):
        print(f"\n{c}: {df[c].nunique()} unique; top: {df[c].value_counts().head(5).to_dict()}")
    if a.html:
        with open(a.html, "w") as fh:
            fh.write(f"<h1>{a.csv}</h1>" + df.describe(include="all").to_html())
        print(f"\nwrote {a.html}")


if __name__ == "__main__":
    main()
