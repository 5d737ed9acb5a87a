#!/usr/bin/env python3
"""Minimal WooCommerce shopper-flow load generator."""
import argparse
import asyncio
import random
import statistics
import time
from collections import defaultdict

import aiohttp

FLOW = ["/", "/shop/", "/product-category/{cat}/", "/product/{product}/", "ADD_TO_CART", "/cart/", "/checkout/"]


async def shopper(session, store, cats, products, stats, stop_at):
    while time.monotonic() < stop_at:
        ctx = {"cat": random.choice(cats), "product": random.choice(products)}
        for step in FLOW:
            t0 = time.perf_counter()
            try:
                if step == "ADD_TO_CART":
                    path = "/?wc-ajax=add_to_cart"
                    async with session.post(store + path, data={"product_id": ctx["product"], "quantity": 1}) as r:
                        ok = r.status < 400
                else:
                    path = step.format(**ctx)
                    async with session.get(store + path) as r:
                        await r.read()
                        ok = r.status < 400
            except aiohttp.ClientError:
                ok = False
            stats[step]["lat"].append(time.perf_counter() - t0)
            stats[step]["err"] += 0 if ok else 1
            await asyncio.sleep(random.uniform(1, 4))  # think time


async def run(a):
    stats = defaultdict(lambda: {"lat": [], "err": 0})
    stop_at = time.monotonic() + a.minutes * 60
    cats = a.categories.split(",")
    products = a.products.split(",")
    conn = aiohttp.TCPConnector(limit=a.users * 2)
    async with aiohttp.ClientSession(connector=conn, timeout=aiohttp.ClientTimeout(total=30)) as s:
        await asyncio.gather(*(shopper(s, a.store.rstrip("/"), cats, products, stats, stop_at) for _ in range(a.users)))
    print(f"{'path':18} {'reqs':>6} {'err%':>6} {'p50':>7} {'p95':>7}")
    for step, st in stats.items():
        lat = sorted(st["lat"])
        p95 = lat[int(len(lat) * 0.95) - 1] if len(lat) > 1 else lat[0]
        print(f"{step[:18]:18} {len(lat):6} {100 * st['err'] / len(lat):6.1f} "
              f"{statistics.median(lat) * 1000:6.0f}ms {p95 * 1000:6.0f}ms")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--store", required=True)
    r.add_argument("--users", type=int, default=20)
    r.add_argument("--minutes", type=float, default=5)
    r.add_argument("--categories", default="uncategorized")
    r.add_argument("--products", default="hoodie")
    rec = sub.add_parser("record")
    rec.add_argument("--store", required=True)
    rec.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.cmd == "run":
        asyncio.run(run(a))
    else:
        print("record: start the capture proxy, browse the store, Ctrl+C to save (see README)")


if __name__ == "__main__":
    main()
