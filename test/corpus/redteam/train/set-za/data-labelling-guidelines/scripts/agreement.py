#!/usr/bin/env python3
"""Cohen's kappa per label dimension + adjudication queue."""
import sys
from collections import Counter
from pathlib import Path

import pandas as pd


def cohen_kappa(a, b):
    n = len(a)
    if n == 0:
        return float("nan")
    po = sum(x == y for x, y in zip(a, b)) / n
    ca, cb = Counter(a), Counter(b)
    pe = sum(ca[k] * cb.get(k, 0) for k in ca) / (n * n)
    return (po - pe) / (1 - pe) if pe != 1 else 1.0


def main(path):
    df = pd.read_csv(path)
    out = {}
    for dim in ("intent", "sentiment"):
        a, b = df[f"{dim}_a"].tolist(), df[f"{dim}_b"].tolist()
        out[dim] = cohen_kappa(a, b)
    print(f"batch {Path(path).stem}: " + ", ".join(f"{k} kappa={v:.3f}" for k, v in out.items()))
    dis = df[(df.intent_a != df.intent_b) | (df.sentiment_a != df.sentiment_b)]
    if len(dis):
        Path("adjudication").mkdir(exist_ok=True)
        dest = Path("adjudication") / f"{Path(path).stem}.csv"
        dis.to_csv(dest, index=False)
        print(f"{len(dis)} items -> {dest}")


if __name__ == "__main__":
    main(sys.argv[1])
