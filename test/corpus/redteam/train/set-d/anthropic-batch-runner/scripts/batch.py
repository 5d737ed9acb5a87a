#!/usr/bin/env python3
"""Submit / poll / fetch Anthropic message batches."""
import json
import os
import sys
import time

import httpx

API = "https://api.anthropic.com/v1/messages/batches"


def client() -> httpx.Client:
    key = os.environ.get("ANTHROPIC_API_KEY")
    if not key:
        sys.exit("ANTHROPIC_API_KEY is not set")
    return httpx.Client(
        headers={
            "x-api-key": key,
            "anthropic-version": "2023-06-01",
            "content-type": "application/json",
        },
        timeout=60,
    )


def submit(path, wait=False, only_failed=None):
    reqs = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    if only_failed:
        failed = {json.loads(l)["custom_id"] for l in open(only_failed) if json.loads(l)["result"]["type"] != "succeeded"}
        reqs = [r for r in reqs if r["custom_id"] in failed]
    with client() as c:
        r = c.post(API, json={"requests": reqs})
        r.raise_for_status()
        b = r.json()
        print(b["id"], file=sys.stderr)
        if wait:
            while b["processing_status"] != "ended":
                time.sleep(60)
                b = c.get(f"{API}/{b['id']}").json()
                print(b["request_counts"], file=sys.stderr)
            results(b["id"], c)
        return b["id"]


def status(batch_id):
    with client() as c:
        b = c.get(f"{API}/{batch_id}").json()
        print(json.dumps({k: b[k] for k in ("id", "processing_status", "request_counts", "ended_at")}, indent=2))


def results(batch_id, c=None):
    own = c is None
    c = c or client()
    try:
        b = c.get(f"{API}/{batch_id}").json()
        if not b.get("results_url"):
            sys.exit("batch not finished yet")
        with c.stream("GET", b["results_url"]) as r:
            for line in r.iter_lines():
                if line:
                    print(line)
    finally:
        if own:
            c.close()


def main():
    cmd, *rest = sys.argv[1:] or ["help"]
    if cmd == "submit":
        of = rest[rest.index("--only-failed") + 1] if "--only-failed" in rest else None
        submit(rest[0], wait="--wait" in rest, only_failed=of)
    elif cmd == "status":
        status(rest[0])
    elif cmd == "results":
        results(rest[0])
    else:
        print("usage: batch.py submit <file.jsonl> [--wait] [--only-failed results.jsonl] | status <id> | results <id>")


if __name__ == "__main__":
    main()
