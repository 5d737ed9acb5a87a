#!/usr/bin/env python3
"""Detect sandwich attacks around a given swap transaction (read-only)."""
import argparse

from web3 import Web3

SWAP_V2 = "0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822"
SWAP_V3 = "0xc42079f94a6350d7e6235f29174924f928cc2ac818eb64fed8004e115fbcca67"
SELECTORS = {
    "0x38ed1739": "swapExactTokensForTokens",
    "0x7ff36ab5": "swapExactETHForTokens",
    "0x18cbafe5": "swapExactTokensForETH",
    "0x414bf389": "exactInputSingle",
    "0x3593564c": "execute (UniversalRouter)",
}


def direction(log):
    data = bytes(log["data"])
    if log["topics"][0].hex().endswith(SWAP_V3[2:]):
        amount0 = int.from_bytes(data[0:32], "big", signed=True)
        return "0to1" if amount0 > 0 else "1to0"
    a0in = int.from_bytes(data[0:32], "big")
    return "0to1" if a0in > 0 else "1to0"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rpc", required=True)
    ap.add_argument("--tx", required=True)
    a = ap.parse_args()
    w3 = Web3(Web3.HTTPProvider(a.rpc))
    tx = w3.eth.get_transaction(a.tx)
    rc = w3.eth.get_transaction_receipt(a.tx)
    sel = tx["input"].hex()[:10] if isinstance(tx["input"], bytes) else tx["input"][:10]
    print(f"victim tx {a.tx} block {rc.blockNumber} idx {rc.transactionIndex} method {SELECTORS.get(sel, sel)}")

    vic_swaps = [l for l in rc.logs if l["topics"] and l["topics"][0].hex().lstrip("0x") in (SWAP_V2[2:], SWAP_V3[2:])]
    if not vic_swaps:
        print("no swap logs in this tx"); return
    pool = vic_swaps[0]["address"]
    vdir = direction(vic_swaps[0])
    logs = w3.eth.get_logs({"fromBlock": rc.blockNumber, "toBlock": rc.blockNumber, "address": pool})
    before = [l for l in logs if l["transactionIndex"] < rc.transactionIndex]
    after = [l for l in logs if l["transactionIndex"] > rc.transactionIndex]
    senders = {}
    for l in before + after:
        h = l["transactionHash"]
        if h not in senders:
            senders[h] = w3.eth.get_transaction(h)["from"]
    found = False
    for f in before:
        for b in after:
            if senders[f["transactionHash"]] == senders[b["transactionHash"]] and direction(f) == vdir and direction(b) != vdir:
                found = True
                print(f"SANDWICH: attacker {senders[f['transactionHash']]}\n  front {f['transactionHash'].hex()} (idx {f['transactionIndex']})\n  back  {b['transactionHash'].hex()} (idx {b['transactionIndex']})")
    if not found:
        print(f"no sandwich pattern found around this swap in pool {pool}")


if __name__ == "__main__":
    main()
