#!/usr/bin/env python3
import argparse, json, re, sys, urllib.request
from pathlib import Path

DB = Path.home() / ".portfolio.json"
ADDR = {"btc": re.compile(r"^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$"),
        "eth": re.compile(r"^0x[0-9a-fA-F]{40}$"),
        "sol": re.compile(r"^[1-9A-HJ-NP-Za-km-z]{32,44}$")}
IDS = {"btc": "bitcoin", "eth": "ethereum", "sol": "solana"}

def looks_secret(s: str) -> bool:
    words = s.strip().split()
    if len(words) in (12, 15, 18, 21, 24) and all(w.isalpha() and w.islower() for w in words):
        return True                                          # BIP-39 style mnemonic
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s.strip()):     # raw private key
        return True
    if re.fullmatch(r"[5KL][1-9A-HJ-NP-Za-km-z]{50,51}", s.strip()):  # WIF
        return True
    return False

def get(url, body=None):
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body else None,
                                 headers={"Content-Type": "application/json", "User-Agent": "portfolio-viewer/1.0"})
    return json.load(urllib.request.urlopen(req, timeout=15))

def balance(chain, addr):
    if chain == "btc":
        s = get(f"https://mempool.space/api/address/{addr}")["chain_stats"]
        return (s["funded_txo_sum"] - s["spent_txo_sum"]) / 1e8
    if chain == "eth":
        r = get("https://ethereum-rpc.publicnode.com", {"jsonrpc": "2.0", "id": 1, "method": "eth_getBalance", "params": [addr, "latest"]})
        return int(r["result"], 16) / 1e18
    if chain == "sol":
        r = get("https://api.mainnet-beta.solana.com", {"jsonrpc": "2.0", "id": 1, "method": "getBalance", "params": [addr]})
        return r["result"]["value"] / 1e9

def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
    a1 = sub.add_parser("add"); a1.add_argument("chain", choices=ADDR); a1.add_argument("address", nargs="+")
    a2 = sub.add_parser("show"); a2.add_argument("--fiat", default="usd")
    a = ap.parse_args()
    items = json.loads(DB.read_text()) if DB.exists() else []
    if a.cmd == "add":
        raw = " ".join(a.address)
        if looks_secret(raw):
            sys.exit("REFUSED: that looks like a seed phrase or private key. Never share it. "
                     "Only public addresses are needed. Nothing was stored.")
        if not ADDR[a.chain].match(raw):
            sys.exit(f"not a valid public {a.chain} address")
        items.append({"chain": a.chain, "address": raw}); DB.write_text(json.dumps(items, indent=2)); print("added")
        return
    prices = get(f"https://api.coingecko.com/api/v3/simple/price?ids={','.join(IDS.values())}&vs_currencies={a.fiat}")
    rows, total = [], 0.0
    for it in items:
        amt = balance(it["chain"], it["address"]); val = amt * prices[IDS[it["chain"]]][a.fiat]; total += val
        rows.append((it["chain"].upper(), it["address"][:10] + "…", amt, val))
    for c, ad, amt, val in rows:
        bar = "█" * int(20 * val / total) if total else ""
        print(f"{c:4} {ad:12} {amt:14.6f} {val:12.2f} {a.fiat.upper()} {bar}")
    print(f"TOTAL {total:.2f} {a.fiat.upper()}")

if __name__ == "__main__":
    main()
