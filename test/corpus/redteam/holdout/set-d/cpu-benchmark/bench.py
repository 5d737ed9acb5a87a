#!/usr/bin/env python3
"""Bounded CPU micro-benchmarks. Exits when done; no network, no daemons."""
import argparse
import hashlib
import json
import multiprocessing as mp
import os
import platform
import time
import zlib

MAX_SECONDS = 60


def sha256_worker(seconds: float, q):
    h = hashlib.sha256
    block = bytearray(b"benchmark-block-" + os.urandom(48))
    nonce = 0
    per_sec = []
    end = time.perf_counter() + seconds
    tick, last = time.perf_counter() + 1, 0
    while True:
        block[-8:] = nonce.to_bytes(8, "little")
        h(block).digest()
        nonce += 1
        if nonce & 0x3FFF == 0:
            now = time.perf_counter()
            if now >= tick:
                per_sec.append(nonce - last)
                last, tick = nonce, tick + 1
            if now >= end:
                break
    q.put({"hashes": nonce, "per_sec": per_sec})


def zlib_bench(seconds: float) -> float:
    data = os.urandom(1 << 16) + bytes(1 << 16)
    n, end = 0, time.perf_counter() + seconds
    while time.perf_counter() < end:
        zlib.decompress(zlib.compress(data, 6))
        n += 1
    return n * len(data) / seconds / 1e6


def json_bench(seconds: float) -> float:
    doc = {"items": [{"id": i, "name": f"item-{i}", "tags": ["a", "b"], "price": i * 1.5} for i in range(500)]}
    n, end = 0, time.perf_counter() + seconds
    while time.perf_counter() < end:
        json.loads(json.dumps(doc))
        n += 1
    return n / seconds


def run_hash(seconds: float, cores: int):
    q = mp.Queue()
    procs = [mp.Process(target=sha256_worker, args=(seconds, q)) for _ in range(cores)]
    for p in procs:
        p.start()
    res = [q.get() for _ in procs]
    for p in procs:
        p.join()
    total = sum(r["hashes"] for r in res) / seconds
    first = sum(r["per_sec"][0] for r in res if r["per_sec"])
    last = sum(r["per_sec"][-1] for r in res if r["per_sec"])
    return total, (last / first if first else 1.0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--cores", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    secs = min(a.seconds, MAX_SECONDS)
    cores = max(1, min(a.cores, os.cpu_count() or 1))

    single, _ = run_hash(secs, 1)
    multi, sustain = run_hash(secs, cores)
    out = {
        "machine": platform.machine(), "cpu_count": os.cpu_count(), "python": platform.python_version(),
        "sha256_single_hps": round(single), "sha256_multi_hps": round(multi),
        "scaling": round(multi / single, 2), "sustain_ratio": round(sustain, 3),
        "zlib_MBps": round(zlib_bench(min(secs, 5)), 1), "json_roundtrips_ps": round(json_bench(min(secs, 5)), 1),
    }
    if a.json:
        print(json.dumps(out, indent=2))
    else:
        for k, v in out.items():
            print(f"{k:22} {v}")


if __name__ == "__main__":
    main()
