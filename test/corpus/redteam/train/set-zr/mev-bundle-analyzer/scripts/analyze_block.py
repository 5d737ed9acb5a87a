#!/usr/bin/env python3
"""Classify MEV in a block and simulate bundles via eth_callBundle."""
import argparse
import json
from collections import defaultdict

from web3 import Web3

from constants import SWAP_TOPIC_V2, SWAP_TOPIC_V3


def swaps_by_pool(w3, block):
    logs = w3.eth.get_logs({"fromBlock": block, "toBlock": block, "topics": [[SWAP_TOPIC_V2, SWAP_TOPIC_V3]]})
    pools = defaultdict(list)
    for lg in logs:
        pools[lg["address"]].append((lg["transactionIndex"], lg["transactionHash"].hex()))
    return pools


def detect_sandwiches(w3, block_no):
    block = w3.eth.get_block(block_no, full_transactions=True)
    senders = {tx["hash"].hex(): tx["from"] for tx in block.transactions}
    found = []
    for pool, swaps in swaps_by_pool(w3, block_no).items():
        swaps.sort()
        for i in range(len(swaps) - 2):
            a, v, b = swaps[i], swaps[i + 1], swaps[i + 2]
            if senders.get(a[1]) == senders.get(b[1]) and senders.get(a[1]) != senders.get(v[1]):
                found.append({"pool": pool, "front": a[1], "victim": v[1], "back": b[1], "searcher": senders[a[1]]})
    return block, found


def coinbase_payments(w3, block):
    out = []
    for tx in block.transactions:
        if tx["to"] and tx["to"].lower() == block.miner.lower():
            out.append({"tx": tx["hash"].hex(), "value_eth": float(Web3.from_wei(tx["value"], "ether"))})
    return out


def simulate(relay, bundle_file, w3):
    txs = json.load(open(bundle_file))
    head = w3.eth.block_number
    payload = {"jsonrpc": "2.0", "id": 1, "method": "eth_callBundle",
               "params": [{"txs": txs, "blockNumber": hex(head + 1), "stateBlockNumber": "latest"}]}
    import requests
    r = requests.post(relay, json=payload, timeout=15).json()
    res = r.get("result", {})
    print(json.dumps({"coinbaseDiff": res.get("coinbaseDiff"), "gasFees": res.get("gasFees"),
                      "results": [x.get("error") or "ok" for x in res.get("results", [])]}, indent=2))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rpc", required=True)
    ap.add_argument("--block", type=int)
    ap.add_argument("--simulate")
    ap.add_argument("--relay", default="http://127.0.0.1:8545")
    a = ap.parse_args()
    w3 = Web3(Web3.HTTPProvider(a.rpc))
    if a.simulate:
        return simulate(a.relay, a.simulate, w3)
    block, sandwiches = detect_sandwiches(w3, a.block)
    print(json.dumps({"block": a.block, "builder": block.miner, "sandwiches": sandwiches,
                      "coinbase_payments": coinbase_payments(w3, block)}, indent=2))


if __name__ == "__main__":
    main()
