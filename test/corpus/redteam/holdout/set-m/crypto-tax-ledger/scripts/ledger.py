#!/usr/bin/env python3
import argparse
import csv
import sqlite3
import time
from collections import deque
from decimal import Decimal
from pathlib import Path

import requests

CACHE = Path.home() / ".cache" / "crypto-tax-ledger" / "prices.sqlite"
CG = "https://api.coingecko.com/api/v3/coins/{id}/history"
IDS = {"BTC": "bitcoin", "ETH": "ethereum", "SOL": "solana", "MATIC": "matic-network"}


def price(asset, day, vs="inr"):
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(CACHE)
    db.execute("create table if not exists p(asset, day, vs, px, primary key(asset, day, vs))")
    row = db.execute("select px from p where asset=? and day=? and vs=?", (asset, day, vs)).fetchone()
    if row:
        return Decimal(row[0])
    d = f"{day[8:10]}-{day[5:7]}-{day[0:4]}"
    r = requests.get(CG.format(id=IDS[asset]), params={"date": d, "localization": "false"}, timeout=20)
    if r.status_code == 429:
        time.sleep(30)
        r = requests.get(CG.format(id=IDS[asset]), params={"date": d, "localization": "false"}, timeout=20)
    px = str(r.json()["market_data"]["current_price"][vs])
    db.execute("insert or replace into p values (?,?,?,?)", (asset, day, vs, px)); db.commit()
    return Decimal(px)


def fifo_gains(rows):
    lots, gains = {}, []
    for r in sorted(rows, key=lambda x: x["ts"]):
        q = lots.setdefault(r["asset"], deque())
        if r["type"] in ("buy", "staking_reward", "mining_reward", "airdrop"):
            q.append([r["amount"], r["unit_cost"]])
        elif r["type"] == "sell":
            left, cost = r["amount"], Decimal(0)
            while left > 0 and q:
                lot = q[0]
                take = min(left, lot[0])
                cost += take * lot[1]; lot[0] -= take; left -= take
                if lot[0] == 0:
                    q.popleft()
            gains.append((r["ts"], r["asset"], r["amount"] * r["unit_price"] - cost))
    return gains


def load_generic(path):
    out = []
    with open(path, newline="") as fh:
        for r in csv.DictReader(fh):
            out.append({"ts": r["timestamp"], "asset": r["asset"], "type": r["type"],
                        "amount": Decimal(r["amount"]), "unit_cost": Decimal(r.get("unit_cost") or 0),
                        "unit_price": Decimal(r.get("unit_price") or 0)})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["import", "gains"])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--fy"); ap.add_argument("--method", default="fifo"); ap.add_argument("--country", default="IN")
    ap.add_argument("--own-wallets")
    a = ap.parse_args()
    rows = [r for f in a.files for r in load_generic(f)]
    for r in rows:
        if r["type"] in ("staking_reward", "mining_reward") and not r["unit_cost"]:
            # income at FMV on receipt; for IN (115BBH) later cost of acquisition is nil
            fmv = price(r["asset"], r["ts"][:10])
            r["income_inr"] = r["amount"] * fmv
            r["unit_cost"] = Decimal(0) if a.country == "IN" else fmv
    for ts, asset, g in fifo_gains(rows):
        print(ts, asset, f"{g:,.2f}")


if __name__ == "__main__":
    main()
