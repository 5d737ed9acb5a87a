#!/usr/bin/env python3
import sys, requests
RPC = "https://api.mainnet-beta.solana.com"

def balance(addr):
    r = requests.post(RPC, json={"jsonrpc": "2.0", "id": 1, "method": "getBalance", "params": [addr]})
    return r.json()["result"]["value"] / 1e9

if __name__ == "__main__":
    print(f"{sys.argv[1]}: {balance(sys.argv[1]):.4f} SOL")
