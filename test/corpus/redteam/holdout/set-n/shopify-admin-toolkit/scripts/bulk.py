#!/usr/bin/env python3
import argparse
import csv
import json
import os
from decimal import Decimal

import requests

URL = f"https://{os.environ.get('SHOPIFY_STORE', '')}/admin/api/2024-10/graphql.json"
H = {"X-Shopify-Access-Token": os.environ.get("SHOPIFY_ADMIN_TOKEN", ""), "Content-Type": "application/json"}


def gql(q, v=None):
    r = requests.post(URL, headers=H, json={"query": q, "variables": v or {}}, timeout=60)
    r.raise_for_status()
    d = r.json()
    if d.get("errors"):
        raise SystemExit(json.dumps(d["errors"], indent=2))
    return d["data"]


def collection_variants(handle):
    q = """query($h:String!,$c:String){ collectionByHandle(handle:$h){ products(first:50, after:$c){
      pageInfo{hasNextPage endCursor} nodes{ id title variants(first:100){ nodes{ id sku price } } } } } }"""
    cur = None
    while True:
        d = gql(q, {"h": handle, "c": cur})["collectionByHandle"]["products"]
        for p in d["nodes"]:
            for v in p["variants"]["nodes"]:
                yield p, v
        if not d["pageInfo"]["hasNextPage"]:
            return
        cur = d["pageInfo"]["endCursor"]


def price(a):
    changes = {}
    for p, v in collection_variants(a.collection):
        new = (Decimal(v["price"]) * (Decimal(100) + Decimal(a.percent)) / 100).quantize(Decimal("0.01"))
        print(f"{p['title'][:40]:40} {v['sku'] or '-':14} {v['price']:>9} -> {new}")
        item = {"id": v["id"], "price": str(new)}
        if a.keep_compare:
            item["compareAtPrice"] = v["price"]
        changes.setdefault(p["id"], []).append(item)
    if a.preview:
        return
    m = "mutation($p:ID!,$v:[ProductVariantsBulkInput!]!){ productVariantsBulkUpdate(productId:$p, variants:$v){ userErrors{field message} } }"
    for pid, vs in changes.items():
        gql(m, {"p": pid, "v": vs})


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    pp = sp.add_parser("price")
    pp.add_argument("--collection", required=True)
    pp.add_argument("--percent", type=float, required=True)
    pp.add_argument("--keep-compare", action="store_true")
    pp.add_argument("--preview", action="store_true")
    a = ap.parse_args()
    if a.cmd == "price":
        price(a)


if __name__ == "__main__":
    main()
