#!/usr/bin/env python3
"""Produce a folded-stack gas flamegraph from debug_traceTransaction (callTracer)."""
import argparse
import json
import shutil
import subprocess
import sys
import urllib.request


def trace(rpc, tx):
    body = {"jsonrpc": "2.0", "id": 1, "method": "debug_traceTransaction",
            "params": [tx, {"tracer": "callTracer", "tracerConfig": {"withLog": False}}]}
    req = urllib.request.Request(rpc, data=json.dumps(body).encode(), headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        res = json.loads(r.read())
    if "error" in res:
        sys.exit(f"RPC error: {res['error'].get('message')} (node needs the debug API; try an archive node or anvil --fork)")
    return res["result"]


def label(frame, names):
    to = (frame.get("to") or "").lower()
    sel = (frame.get("input") or "0x")[:10]
    return f"{names.get(to, to[:10])}:{sel}:{frame.get('type', 'CALL')}"


def fold(frame, stack, names, out):
    here = stack + [label(frame, names)]
    gas = int(frame.get("gasUsed", "0x0"), 16)
    child_gas = sum(int(c.get("gasUsed", "0x0"), 16) for c in frame.get("calls", []) or [])
    self_gas = max(gas - child_gas, 0)
    if self_gas:
        out.append(";".join(here) + f" {self_gas}")
    for c in frame.get("calls", []) or []:
        fold(c, here, names, out)


def names_from_cast(addresses):
    names = {}
    if not shutil.which("cast"):
        return names
    for a in addresses:
        try:
            r = subprocess.run(["cast", "call", a, "name()(string)"], capture_output=True, text=True, timeout=5)
            if r.returncode == 0 and r.stdout.strip():
                names[a.lower()] = r.stdout.strip().strip('"')
        except subprocess.TimeoutExpired:
            pass
    return names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tx", required=True)
    ap.add_argument("--rpc", default="http://127.0.0.1:8545")
    ap.add_argument("--out", default="gas.folded")
    ap.add_argument("--names", action="store_true", help="resolve ERC-20 names via cast (extra RPC calls)")
    a = ap.parse_args()
    root = trace(a.rpc, a.tx)
    names = {}
    if a.names:
        addrs = set()
        def collect(f):
            if f.get("to"): addrs.add(f["to"])
            for c in f.get("calls", []) or []: collect(c)
        collect(root)
        names = names_from_cast(sorted(addrs))
    lines = []
    fold(root, [], names, lines)
    with open(a.out, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    total = int(root.get("gasUsed", "0x0"), 16)
    print(f"wrote {len(lines)} stacks to {a.out}; total execution gas {total}")


if __name__ == "__main__":
    main()
