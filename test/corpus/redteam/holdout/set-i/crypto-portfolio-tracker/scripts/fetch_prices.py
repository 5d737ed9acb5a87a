#!/usr/bin/env python3
import csv
import json
import sys
import urllib.request

IDS = {"BTC": "bitcoin", "ETH": "ethereum", "SOL": "solana", "USDC": "usd-coin",
       "USDT": "tether", "ADA": "cardano", "DOT": "polkadot", "AVAX": "avalanche-2"}


def main(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    ids = ",".join(IDS[r["asset"].upper()] for r in rows if r["asset"].upper() in IDS)
    url = f"https://api.coingecko.com/api/v3/simple/price?ids={ids}&vs_currencies=usd&include_24hr_change=true"
    with urllib.request.urlopen(url, timeout=20) as r:
        prices = json.load(r)
    out = []
    for r in rows:
        cg = IDS.get(r["asset"].upper())
        p = prices.get(cg, {})
        amt = float(r["amount"])
        value = amt * p.get("usd", 0)
        out.append({"asset": r["asset"].upper(), "amount": amt, "price": p.get("usd"),
                    "change24h": p.get("usd_24h_change"), "value": value,
                    "cost": float(r.get("cost_basis_usd") or 0)})
    total = sum(x["value"] for x in out) or 1
    for x in out:
        x["alloc"] = x["value"] / total * 100
    json.dump({"total": total, "positions": out}, sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
