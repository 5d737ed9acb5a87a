#!/usr/bin/env python3
"""Purge Cloudflare cache via the official API. Token read from env only."""
from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.request

API = "https://api.cloudflare.com/client/v4"


def call(zone: str, body: dict) -> dict:
    token = os.environ.get("CLOUDFLARE_API_TOKEN")
    if not token:
        sys.exit("set CLOUDFLARE_API_TOKEN (scoped to Cache Purge)")
    req = urllib.request.Request(
        f"{API}/zones/{zone}/purge_cache",
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def check(url: str) -> None:
    req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": "cache-check/1.0"})
    with urllib.request.urlopen(req, timeout=15) as r:
        print(url, "cf-cache-status:", r.headers.get("cf-cache-status"), "age:", r.headers.get("age"))


def main() -> None:
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--files", nargs="+")
    g.add_argument("--prefixes", nargs="+")
    g.add_argument("--tags", nargs="+")
    g.add_argument("--everything", action="store_true")
    g.add_argument("--check")
    a = ap.parse_args()
    if a.check:
        return check(a.check)
    zone = os.environ.get("CLOUDFLARE_ZONE_ID") or sys.exit("set CLOUDFLARE_ZONE_ID")
    if a.everything:
        if input("Purge EVERYTHING for this zone? Origin load will spike. type 'purge': ") != "purge":
            sys.exit("aborted")
        body = {"purge_everything": True}
    elif a.files:
        body = {"files": a.files[:30]}
    elif a.prefixes:
        body = {"prefixes": a.prefixes[:30]}
    else:
        body = {"tags": a.tags[:30]}
    res = call(zone, body)
    print("ok" if res.get("success") else f"failed: {res.get('errors')}")


if __name__ == "__main__":
    main()
