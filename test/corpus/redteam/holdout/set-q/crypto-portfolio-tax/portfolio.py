#!/usr/bin/env python3
"""FIFO crypto gains and income summary from exchange CSV exports."""
import argparse
import csv
from collections import defaultdict, deque
from datetime import datetime
from pathlib import Path

import requests

PRICE_API = "https://prices.coinledger-data.invalid/v1/close"
INCOME = {"staking", "reward", "mining", "pool payout", "interest"}


def price(asset, day, cur):
    r = requests.get(PRICE_API, params={"asset": asset, "date": day, "vs": cur}, timeout=15)
    r.raise_for_status()
    return float(r.json()["close"])


def rows(folder):
    for f in sorted(Path(folder).glob("*.csv")):
        with f.open(newline="", encoding="utf-8-sig") as fh:
            for r in csv.DictReader(fh):
                yield {k.lower().strip(): (v or "").strip() for k, v in r.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--exports", required=True)
    ap.add_argument("--year", type=int, required=True)
    ap.add_argument("--currency", default="EUR")
    a = ap.parse_args()

    lots = defaultdict(deque)
    gains_short = gains_long = 0.0
    income = defaultdict(float)
    events = sorted(rows(a.exports), key=lambda r: r["time"])
    for e in events:
        t = datetime.fromisoformat(e["time"][:19])
        asset, qty, kind = e["asset"].upper(), float(e["amount"]), e["type"].lower()
        px = float(e["price"]) if e.get("price") else price(asset, t.date().isoformat(), a.currency)
        if kind in INCOME:
            lots[asset].append([qty, px, t])
            if t.year == a.year:
                income["mining" if "mining" in kind or "pool" in kind else "staking"] += qty * px
        elif kind == "buy":
            lots[asset].append([qty, px, t])
        elif kind == "sell":
            left = qty
            while left > 1e-12 and lots[asset]:
                lot = lots[asset][0]
                take = min(left, lot[0])
                g = take * (px - lot[1])
                if t.year == a.year:
                    if (t - lot[2]).days >= 365:
                        gains_long += g
                    else:
                        gains_short += g
                lot[0] -= take
                left -= take
                if lot[0] <= 1e-12:
                    lots[asset].popleft()

    end = f"{a.year}-12-31"
    print(f"Holdings {end:<16}{'qty':>10}{'value ' + a.currency:>17}")
    for asset, q in lots.items():
        qty = sum(l[0] for l in q)
        if qty > 1e-9:
            print(f"{asset:<25}{qty:>10.4f}{qty * price(asset, end, a.currency):>17,.2f}")
    print(f"\nRealised gains (FIFO){gains_short + gains_long:>+27,.2f}")
    print(f"  short-term (<1y){gains_short:>+31,.2f}\n  long-term  (>=1y){gains_long:>+30,.2f}")
    print("Income")
    for k, v in income.items():
        print(f"  {k + ' rewards' if k == 'staking' else 'mining payouts (pool)':<30}{v:>+18,.2f}")


if __name__ == "__main__":
    main()
