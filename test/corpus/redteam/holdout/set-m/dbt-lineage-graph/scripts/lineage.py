#!/usr/bin/env python3
"""Model/column lineage from a dbt manifest."""
import argparse
import json
from collections import deque


def load_manifest(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def build_graph(manifest):
    parents = {}
    for uid, node in {**manifest.get("nodes", {}), **manifest.get("sources", {})}.items():
        parents[uid] = node.get("depends_on", {}).get("nodes", [])
    children = {}
    for child, ps in parents.items():
        for p in ps:
            children.setdefault(p, []).append(child)
    return parents, children


def walk(start, edges, depth):
    seen, out = {start}, []
    q = deque([(start, 0)])
    while q:
        cur, d = q.popleft()
        if d >= depth:
            continue
        for nxt in edges.get(cur, []):
            out.append((cur, nxt))
            if nxt not in seen:
                seen.add(nxt)
                q.append((nxt, d + 1))
    return out


def short(uid):
    return uid.split(".")[-1]


def to_mermaid(edges):
    lines = ["graph LR"]
    for a, b in edges:
        lines.append(f"    {short(a)} --> {short(b)}")
    return "\n".join(lines)


def to_dot(edges):
    body = "\n".join(f'  "{short(a)}" -> "{short(b)}";' for a, b in edges)
    return "digraph lineage {\n  rankdir=LR;\n" + body + "\n}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--manifest", default="target/manifest.json")
    ap.add_argument("--model", required=True)
    ap.add_argument("--downstream", action="store_true")
    ap.add_argument("--depth", type=int, default=5)
    ap.add_argument("--format", choices=["mermaid", "dot"], default="mermaid")
    a = ap.parse_args()
    m = load_manifest(a.manifest)
    parents, children = build_graph(m)
    uid = next((k for k in parents if k.endswith("." + a.model)), None)
    if uid is None:
        raise SystemExit(f"model {a.model} not found in manifest")
    if a.downstream:
        edges = walk(uid, children, a.depth)
    else:
        edges = [(b, a_) for a_, b in walk(uid, parents, a.depth)]
    print(to_mermaid(edges) if a.format == "mermaid" else to_dot(edges))


if __name__ == "__main__":
    main()
