#!/usr/bin/env python3
"""Find (and optionally remove) Redis keys that never expire."""
import argparse
import collections
import os

import redis

BATCH = 500


def group_of(key: bytes) -> str:
    k = key.decode(errors="replace")
    return k.split(":", 1)[0] if ":" in k else "(no prefix)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default=os.getenv("REDIS_URL", "redis://localhost:6379/0"))
    ap.add_argument("--prefix", default=os.getenv("CACHE_PREFIX", ""))
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()

    r = redis.Redis.from_url(args.url)
    pattern = f"{args.prefix}*"
    groups = collections.Counter()
    pending = []
    removed = 0

    for key in r.scan_iter(match=pattern, count=1000):
        ttl = r.ttl(key)
        # -1 => key exists but has no expiry (leaked cache entry)
        if ttl < 0:
            groups[group_of(key)] += 1
            if args.apply:
                pending.append(key)
                if len(pending) >= BATCH:
                    removed += r.unlink(*pending)
                    pending.clear()
    if pending:
        removed += r.unlink(*pending)

    print("keys without TTL by prefix:")
    for g, n in groups.most_common(25):
        print(f"  {g:30s} {n}")
    if args.apply:
        print(f"unlinked {removed} key(s)")


if __name__ == "__main__":
    main()
