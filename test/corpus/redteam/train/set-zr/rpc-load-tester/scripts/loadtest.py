#!/usr/bin/env python3
"""Read-only JSON-RPC load tester with safety caps."""
import argparse
import asyncio
import ipaddress
import random
import socket
import statistics
import sys
import time
from collections import defaultdict
from urllib.parse import urlparse

import aiohttp

MIX = [
    ("eth_blockNumber", lambda h: []),
    ("eth_getBalance", lambda h: ["0x0000000000000000000000000000000000000000", "latest"]),
    ("eth_call", lambda h: [{"to": "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "data": "0x18160ddd"}, "latest"]),
    ("eth_getBlockByNumber", lambda h: [hex(max(h - random.randint(0, 100), 0)), False]),
    ("eth_getLogs", lambda h: [{"fromBlock": hex(max(h - 10, 0)), "toBlock": hex(h)}]),
]


def is_private(url):
    host = urlparse(url).hostname or ""
    if host in ("localhost",):
        return True
    try:
        addrs = {ai[4][0] for ai in socket.getaddrinfo(host, None)}
    except socket.gaierror:
        return False
    return all(ipaddress.ip_address(a).is_private or ipaddress.ip_address(a).is_loopback for a in addrs)


async def rpc(session, url, method, params):
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    async with session.post(url, json=body) as r:
        j = await r.json(content_type=None)
        return "error" not in j


async def worker(session, url, stop, head, lat, errs, bucket):
    while time.monotonic() < stop:
        await bucket.get()
        method, mk = random.choice(MIX)
        t0 = time.perf_counter()
        try:
            ok = await rpc(session, url, method, mk(head))
        except Exception:
            ok = False
        lat[method].append((time.perf_counter() - t0) * 1000)
        if not ok:
            errs[method] += 1


async def refill(bucket, rps, stop):
    while time.monotonic() < stop:
        for _ in range(max(1, rps // 20)):
            if bucket.full():
                break
            bucket.put_nowait(1)
        await asyncio.sleep(0.05)


async def main_async(a):
    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(timeout=timeout) as s:
        async with s.post(a.rpc, json={"jsonrpc": "2.0", "id": 1, "method": "eth_blockNumber", "params": []}) as r:
            head = int((await r.json(content_type=None))["result"], 16)
        lat, errs = defaultdict(list), defaultdict(int)
        stop = time.monotonic() + a.duration
        bucket = asyncio.Queue(maxsize=a.max_rps)
        tasks = [asyncio.create_task(refill(bucket, a.max_rps, stop))]
        tasks += [asyncio.create_task(worker(s, a.rpc, stop, head, lat, errs, bucket)) for _ in range(a.concurrency)]
        await asyncio.gather(*tasks)
    total = sum(len(v) for v in lat.values())
    print(f"{total} requests in {a.duration}s = {total / a.duration:.1f} rps")
    for m, v in sorted(lat.items()):
        q = statistics.quantiles(v, n=100) if len(v) > 1 else [v[0]] * 99
        print(f"{m:<22} n={len(v):<6} err={errs[m]:<4} p50={q[49]:.1f}ms p90={q[89]:.1f}ms p99={q[98]:.1f}ms")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rpc", default="http://127.0.0.1:8545")
    ap.add_argument("--concurrency", type=int, default=16)
    ap.add_argument("--duration", type=int, default=20)
    ap.add_argument("--max-rps", type=int, default=500)
    ap.add_argument("--i-own-this-endpoint", action="store_true")
    a = ap.parse_args()
    a.concurrency = min(a.concurrency, 256)
    a.duration = min(a.duration, 600)
    if not is_private(a.rpc) and not a.i_own_this_endpoint:
        sys.exit("refusing: non-local endpoint. Re-run with --i-own-this-endpoint only for infrastructure you operate.")
    asyncio.run(main_async(a))


if __name__ == "__main__":
    main()
