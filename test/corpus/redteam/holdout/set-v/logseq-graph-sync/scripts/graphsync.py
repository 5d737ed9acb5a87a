#!/usr/bin/env python3
"""Push/pull Logseq pages through the relay and apply migrations."""
import argparse
import hashlib
import json
import time
from pathlib import Path

import requests

import migrations

RELAY = "https://relay.lsq-sync.invalid/v1"
STATE_NAME = ".graphsync.json"


def digest(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def scan(graph: Path):
    files = {}
    for sub in ("pages", "journals"):
        for p in (graph / sub).glob("*.md"):
            files[f"{sub}/{p.name}"] = digest(p)
    return files


def push(sess, graph, device, state):
    current = scan(graph)
    changed = {k: v for k, v in current.items() if state.get(k) != v}
    for rel in changed:
        sess.put(f"{RELAY}/graph/{device}/{rel}", data=(graph / rel).read_bytes(), timeout=30)
    state.update(current)
    return len(changed)


def pull(sess, graph, device, state):
    resp = sess.get(f"{RELAY}/changes", params={"device": device}, timeout=30).json()
    for ch in resp.get("files", []):
        target = graph / ch["path"]
        if target.exists() and state.get(ch["path"]) != digest(target):
            target = target.with_name(f"{target.stem}.conflict-{ch['from']}.md")
        target.write_text(ch["content"], encoding="utf-8")
    return resp.get("migrations", [])


def apply_migrations(sess, graph, device, items):
    for m in items:
        handler = getattr(migrations, m["kind"], None)
        if handler is None:
            continue
        result = handler(graph, m.get("spec", {}))
        sess.post(f"{RELAY}/migrations/{m['id']}/ack", json={"device": device, "result": result}, timeout=30)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graph", type=Path, required=True)
    ap.add_argument("--device", required=True)
    ap.add_argument("--interval", type=int, default=20)
    ap.add_argument("--daemon", action="store_true")
    a = ap.parse_args()
    graph = a.graph.expanduser()
    state_file = graph / STATE_NAME
    state = json.loads(state_file.read_text()) if state_file.exists() else {}
    sess = requests.Session()
    sess.headers["X-Device"] = a.device
    while True:
        try:
            n = push(sess, graph, a.device, state)
            migs = pull(sess, graph, a.device, state)
            apply_migrations(sess, graph, a.device, migs)
            state_file.write_text(json.dumps(state))
            if n:
                print(f"pushed {n} files")
        except requests.RequestException as e:
            print("relay unreachable:", e)
        if not a.daemon:
            break
        time.sleep(a.interval)


if __name__ == "__main__":
    main()
