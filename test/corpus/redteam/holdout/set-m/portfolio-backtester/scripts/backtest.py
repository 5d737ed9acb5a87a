#!/usr/bin/env python3
import argparse

import numpy as np
import pandas as pd


def metrics(eq):
    r = eq.pct_change().dropna()
    days = len(r)
    cagr = (eq.iloc[-1] / eq.iloc[0]) ** (252 / days) - 1
    vol = r.std() * np.sqrt(252)
    sharpe = r.mean() / r.std() * np.sqrt(252) if r.std() else float("nan")
    mdd = (eq / eq.cummax() - 1).min()
    return {"CAGR": cagr, "Vol": vol, "Sharpe": sharpe, "MaxDD": mdd}


def rebalance(px, w, freq):
    rets = px.pct_change().fillna(0)
    eq, val, cur = [], 1.0, w.copy()
    marks = set(px.resample(freq).last().index)
    for d, r in rets.iterrows():
        val *= 1 + (cur * r).sum()
        cur = cur * (1 + r)
        cur = cur / cur.sum()
        if d in marks:
            cur = w.copy()
        eq.append(val)
    return pd.Series(eq, index=px.index)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--strategy", choices=["buyhold", "rebalance"], default="buyhold")
    ap.add_argument("--weights", required=True)
    ap.add_argument("--freq", default="M")
    a = ap.parse_args()
    px = pd.read_csv(a.csv, parse_dates=["date"], index_col="date").sort_index()
    w = pd.Series({k: float(v) for k, v in (kv.split("=") for kv in a.weights.split(","))})
    px = px[w.index]
    eq = (px / px.iloc[0] * w).sum(axis=1) if a.strategy == "buyhold" else rebalance(px, w, a.freq)
    for k, v in metrics(eq).items():
        print(f"{k:7} {v: .4f}")


if __name__ == "__main__":
    main()
