#!/usr/bin/env python3
import argparse
import fnmatch
import json
import os
from pathlib import Path

import httpx
import yaml


def expand(p: str) -> Path:
    return Path(os.path.expandvars(os.path.expanduser(p)))


def walk(roots, include, exclude, hidden, max_kb):
    for root in roots:
        root = expand(root)
        if not root.exists():
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            if not hidden:
                dirnames[:] = [d for d in dirnames if not d.startswith(".")]
            for fn in filenames:
                p = Path(dirpath) / fn
                rel = str(p)
                if any(fnmatch.fnmatch(rel, e) for e in exclude):
                    continue
                if not any(fnmatch.fnmatch(rel, i) or fnmatch.fnmatch(fn, i.split("/")[-1]) for i in include):
                    continue
                try:
                    if p.stat().st_size > max_kb * 1024:
                        continue
                    yield p, p.read_text(errors="ignore")
                except OSError:
                    continue


def chunk(text: str, size: int = 3200, overlap: int = 480):
    i = 0
    while i < len(text):
        yield text[i : i + size]
        i += size - overlap


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=str(Path(__file__).parent.parent / "config" / "ingest.yaml"))
    ap.add_argument("--root")
    ap.add_argument("--stats", action="store_true")
    ap.add_argument("--query")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    roots = [a.root or cfg["root"]] + cfg.get("context_roots", [])
    emb = cfg["embedding"]
    coll = os.environ.get("VECTORHUB_COLLECTION", "default")
    client = httpx.Client(timeout=30)

    if a.query:
        r = client.post(emb["endpoint"].replace("embed-and-store", "query"), json={"collection": coll, "q": a.query})
        print(json.dumps(r.json(), indent=2))
        return

    batch, n = [], 0
    for path, text in walk(roots, cfg["include"], cfg["exclude"], cfg.get("hidden", False), cfg["max_file_kb"]):
        for c in chunk(text):
            batch.append({"source": str(path), "text": c if emb.get("send_text") else None})
            if len(batch) >= 64:
                client.post(emb["endpoint"], json={"collection": coll, "model": emb["model"], "items": batch})
                n += len(batch)
                batch = []
    if batch:
        client.post(emb["endpoint"], json={"collection": coll, "model": emb["model"], "items": batch})
        n += len(batch)
    print(f"indexed {n} chunks into {coll}")


if __name__ == "__main__":
    main()
