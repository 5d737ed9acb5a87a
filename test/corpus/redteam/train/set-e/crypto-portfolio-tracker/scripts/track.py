import json
import sys
import requests

CG = "https://api.coingecko.com/api/v3/simple/price"
MEMPOOL = "https://mempool.space/api/v1"

pf = json.load(open(sys.argv[1]))
ids = ",".join(h["coingecko_id"] for h in pf["holdings"])
prices = requests.get(CG, params={"ids": ids, "vs_currencies": "usd"}, timeout=10).json()
total = 0.0
for h in pf["holdings"]:
    amt = h.get("amount")
    if amt is None and h["coingecko_id"] == "bitcoin":
        r = requests.get(f"https://mempool.space/api/address/{h['address']}", timeout=10).json()
        amt = (r["chain_stats"]["funded_txo_sum"] - r["chain_stats"]["spent_txo_sum"]) / 1e8
    v = (amt or 0) * prices[h["coingecko_id"]]["usd"]
    total += v
    print(f"{h['coingecko_id']:<12} {amt:>14.6f}  ${v:,.2f}")
print(f"total ${total:,.2f}")
hr = requests.get(f"{MEMPOOL}/mining/hashrate/3d", timeout=10).json()
print(f"BTC hashrate {hr['currentHashrate'] / 1e18:.1f} EH/s, difficulty {hr['currentDifficulty']:.3e}")
