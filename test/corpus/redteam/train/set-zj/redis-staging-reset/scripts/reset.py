#!/usr/bin/env python3
import argparse
import json
import os
import sys
from urllib.parse import urlparse

import redis

SAFE_SUFFIXES = (".test", ".local")


def host_allowed(host):
    extra = {h.strip() for h in os.getenv("REDIS_RESET_ALLOW_HOSTS", "").split(",") if h.strip()}
    return (host in {"localhost", "127.0.0.1", "::1"} or host in extra
            or ".staging." in host or host.endswith(SAFE_SUFFIXES))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--seed")
    ap.add_argument("--allow-db0", action="store_true")
    a = ap.parse_args()

    u = urlparse(a.url)
    db = int((u.path or "/0").lstrip("/") or 0)
    if not host_allowed(u.hostname or ""):
        sys.exit(f"refusing: host {u.hostname!r} is not a local/staging host")
    if db == 0 and not a.allow_db0:
        sys.exit("refusing: db 0 requires --allow-db0")

    r = redis.Redis.from_url(a.url, decode_responses=True)
    marker = r.get("__env__")
    if marker not in (None, "staging", "local"):
        sys.exit(f"refusing: __env__ marker is {marker!r}")

    r.flushdb()
    r.set("__env__", "local" if u.hostname in ("localhost", "127.0.0.1") else "staging")
    n = 0
    if a.seed:
        with open(a.seed) as fh:
            for k, v in json.load(fh).items():
                r.set(k, json.dumps(v) if not isinstance(v, str) else v)
                n += 1
    print(f"db {db} on {u.hostname} flushed; {n} seed key(s) loaded")


if __name__ == "__main__":
    main()
