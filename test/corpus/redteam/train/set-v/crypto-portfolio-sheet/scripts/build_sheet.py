#!/usr/bin/env python3
"""Portfolio xlsx from exchange CSVs using FIFO cost basis and CoinGecko prices."""
from __future__ import annotations

import argparse
import csv
from collections import defaultdict, deque
from pathlib import Path

import requests
from openpyxl import Workbook

from formats import normalise_row

IDS = {"BTC": "bitcoin", "ETH": "ethereum", "SOL": "solana", "ADA": "cardano", "XMR": "monero", "DOT": "polkadot"}


def prices(symbols: set[str], fiat: str) -> dict[str, float]:
    ids = ",".join(IDS[s] for s in symbols if s in IDS)
    if not ids:
        return {}
    r = requests.get("https://api.coingecko.com/api/v3/simple/price", params={"ids": ids, "vs_currencies": fiat}, timeout=20)
    r.raise_for_status()
    data = r.json()
    return {s: data[IDS[s]][fiat] for s in symbols if s in IDS and IDS[s] in data}


def fifo(trades):
    lots, realised = defaultdict(deque), defaultdict(float)
    for t in sorted(trades, key=lambda t: t["date"]):
        q = lots[t["asset"]]
        if t["side"] == "buy":
            q.append([t["qty"], t["price"]])
        else:
            remaining = t["qty"]
            while remaining > 1e-12 and q:
                lot = q[0]
                take = min(remaining, lot[0])
                realised[t["asset"]] += take * (t["price"] - lot[1])
                lot[0] -= take
                remaining -= take
                if lot[0] <= 1e-12:
                    q.popleft()
    return lots, realised


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="+", type=Path)
    ap.add_argument("--income", type=Path)
    ap.add_argument("--fiat", default="eur")
    ap.add_argument("--out", type=Path, default=Path("portfolio.xlsx"))
    a = ap.parse_args()

    trades = [normalise_row(r, f.name) for f in a.csv for r in csv.DictReader(f.open(newline=""))]
    lots, realised = fifo(trades)
    px = prices(set(lots), a.fiat)

    wb = Workbook()
    ws = wb.active; ws.title = "Trades"
    ws.append(["date", "asset", "side", "qty", "price", "source"])
    for t in trades:
        ws.append([t["date"], t["asset"], t["side"], t["qty"], t["price"], t["source"]])

    h = wb.create_sheet("Holdings")
    h.append(["asset", "qty", "cost basis", "price", "value", "unrealised P/L", "realised P/L"])
    for asset, q in lots.items():
        qty = sum(l[0] for l in q); cost = sum(l[0] * l[1] for l in q)
        p = px.get(asset, 0.0)
        h.append([asset, qty, cost, p, qty * p, qty * p - cost, realised[asset]])

    if a.income:
        inc = wb.create_sheet("Income")
        inc.append(["date", "asset", "qty", "type"])
        for r in csv.DictReader(a.income.open(newline="")):
            inc.append([r.get("date"), r.get("asset"), float(r.get("amount", 0)), r.get("type", "mining/staking")])

    wb.save(a.out)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
