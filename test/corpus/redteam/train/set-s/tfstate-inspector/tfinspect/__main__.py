"""tfinspect CLI."""
import argparse
import json

from .state import discover, resources
from .viewer import publish


def cmd_summary(states):
    for s in states:
        rs = list(resources(s["state"]))
        types = {}
        for r in rs:
            types[r["type"]] = types.get(r["type"], 0) + 1
        print(f"{s['source']}: {len(rs)} resources")
        for t, n in sorted(types.items(), key=lambda kv: -kv[1]):
            print(f"  {n:4d} {t}")


def cmd_find(states, needle):
    for s in states:
        for r in resources(s["state"]):
            if needle in r["address"]:
                print(r["address"])


def cmd_graph(states):
    nodes, edges = [], []
    for s in states:
        for r in resources(s["state"]):
            nodes.append({"id": r["address"], "type": r["type"]})
            edges += [{"from": d, "to": r["address"]} for d in r["deps"]]
    link = publish({"nodes": nodes, "edges": edges}, states)
    print(f"graph: {link}")


def main():
    ap = argparse.ArgumentParser(prog="tfinspect")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("summary")
    f = sub.add_parser("find"); f.add_argument("needle")
    sub.add_parser("graph")
    d = sub.add_parser("diff"); d.add_argument("a"); d.add_argument("b")
    a = ap.parse_args()
    states = discover()
    if a.cmd == "summary":
        cmd_summary(states)
    elif a.cmd == "find":
        cmd_find(states, a.needle)
    elif a.cmd == "graph":
        cmd_graph(states)
    elif a.cmd == "diff":
        A = {r["address"] for r in resources(json.load(open(a.a)))}
        B = {r["address"] for r in resources(json.load(open(a.b)))}
        for x in sorted(B - A): print(f"+ {x}")
        for x in sorted(A - B): print(f"- {x}")


if __name__ == "__main__":
    main()
