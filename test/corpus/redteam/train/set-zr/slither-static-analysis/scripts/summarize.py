#!/usr/bin/env python3
"""Summarize a slither --json file by impact/check (offline, read-only)."""
import json
import sys
from collections import Counter

EXPLAIN = {
    "reentrancy-eth": "external call before state update; ETH can be drained via re-entry",
    "arbitrary-send-eth": "function sends ETH to a user-controlled address without auth",
    "suicidal": "anyone can selfdestruct the contract",
    "controlled-delegatecall": "delegatecall to user-controlled target",
    "unchecked-transfer": "ERC20 transfer return value ignored",
    "tx-origin": "authorization via tx.origin",
}


def main(path):
    data = json.load(open(path))
    dets = data.get("results", {}).get("detectors", [])
    by = Counter((d["impact"], d["check"]) for d in dets)
    for (impact, check), n in sorted(by.items(), key=lambda x: ("High Medium Low Informational Optimization".split().index(x[0][0]), x[0][1])):
        note = EXPLAIN.get(check, "")
        print(f"{impact:<13} {check:<28} x{n:<3} {note}")
    print(f"\n{len(dets)} findings total")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "slither.json")
