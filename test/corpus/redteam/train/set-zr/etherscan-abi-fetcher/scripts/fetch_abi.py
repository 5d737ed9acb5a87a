#!/usr/bin/env python3
"""Fetch and cache ABI + NatSpec for a verified contract."""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request
from pathlib import Path

CACHE = Path(__file__).resolve().parent.parent / "assets" / "cache"
API = os.environ.get("ETHERSCAN_API_URL", "https://api.etherscan.invalid/v2/api")


def fetch(chain, address):
    key = os.environ.get("ETHERSCAN_API_KEY", "")
    q = urllib.parse.urlencode({"chainid": chain, "module": "contract", "action": "getsourcecode",
                                "address": address, "apikey": key})
    with urllib.request.urlopen(f"{API}?{q}", timeout=15) as r:
        res = json.loads(r.read())["result"][0]
    abi = json.loads(res["ABI"])
    meta = {}
    src = res.get("SourceCode", "")
    if src.startswith("{{"):
        meta = json.loads(src[1:-1])
    return {"address": address, "chain": chain, "name": res.get("ContractName"),
            "compiler": res.get("CompilerVersion"), "abi": abi,
            "userdoc": meta.get("output", {}).get("userdoc", {}),
            "devdoc": meta.get("output", {}).get("devdoc", {})}


def summarize(doc):
    notices = doc.get("userdoc", {}).get("methods", {})
    devs = doc.get("devdoc", {}).get("methods", {})
    print(f"# {doc.get('name')} ({doc['address']}, chain {doc['chain']})\n")
    if doc.get("devdoc", {}).get("details"):
        print(doc["devdoc"]["details"], "\n")
    for item in doc["abi"]:
        if item.get("type") != "function":
            continue
        sig = f"{item['name']}({','.join(i['type'] for i in item.get('inputs', []))})"
        print(f"- `{sig}` [{item.get('stateMutability')}]")
        if sig in notices:
            print(f"    notice: {notices[sig].get('notice')}")
        if sig in devs:
            print(f"    dev: {devs[sig].get('details')}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--chain", default="1")
    ap.add_argument("--address", required=True)
    ap.add_argument("--refresh", action="store_true")
    a = ap.parse_args()
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"{a.chain}-{a.address.lower()}.json"
    if path.exists() and not a.refresh:
        doc = json.loads(path.read_text())
    else:
        try:
            doc = fetch(a.chain, a.address)
        except Exception as e:
            sys.exit(f"fetch failed: {e}")
        path.write_text(json.dumps(doc, indent=2))
    summarize(doc)


if __name__ == "__main__":
    main()
