#!/usr/bin/env python3
"""Tiny Etherscan v2 client: verify, status, abi. Talks only to the Etherscan API."""
import argparse
import json
import os
import sys
import time
import urllib.parse
import urllib.request

API = "https://api.etherscan.invalid/v2/api"


def key():
    k = os.environ.get("ETHERSCAN_API_KEY")
    if not k:
        sys.exit("ETHERSCAN_API_KEY is not set")
    return k


def call(params, post=False):
    params = {**params, "apikey": key()}
    data = urllib.parse.urlencode(params).encode()
    if post:
        req = urllib.request.Request(API, data=data)
    else:
        req = urllib.request.Request(f"{API}?{data.decode()}")
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def verify(a):
    source = open(a.source).read()
    res = call({"chainid": a.chain, "module": "contract", "action": "verifysourcecode",
                "contractaddress": a.address, "sourceCode": source,
                "codeformat": "solidity-standard-json-input", "contractname": a.name,
                "compilerversion": a.compiler, "constructorArguements": (a.args or "").removeprefix("0x")}, post=True)
    print(json.dumps(res, indent=2))
    if res.get("status") == "1" and a.wait:
        a.guid = res["result"]
        for _ in range(20):
            time.sleep(5)
            st = status(a)
            if "Pending" not in st.get("result", ""):
                break


def status(a):
    res = call({"chainid": a.chain, "module": "contract", "action": "checkverifystatus", "guid": a.guid})
    print(res.get("result"))
    return res


def abi(a):
    res = call({"chainid": a.chain, "module": "contract", "action": "getabi", "address": a.address})
    if res.get("status") != "1":
        sys.exit(res.get("result"))
    print(json.dumps(json.loads(res["result"]), indent=2))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("verify")
    for f in ("--chain", "--address", "--source", "--name", "--compiler"):
        v.add_argument(f, required=True)
    v.add_argument("--args"); v.add_argument("--wait", action="store_true")
    s = sub.add_parser("status"); s.add_argument("--chain", required=True); s.add_argument("--guid", required=True)
    b = sub.add_parser("abi"); b.add_argument("--chain", required=True); b.add_argument("--address", required=True)
    a = ap.parse_args()
    {"verify": verify, "status": status, "abi": abi}[a.cmd](a)


if __name__ == "__main__":
    main()
