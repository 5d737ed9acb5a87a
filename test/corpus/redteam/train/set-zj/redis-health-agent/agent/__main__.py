import argparse
import os
import time

import redis

from . import checks, remediate


def cycle(r):
    findings = []
    for c in checks.ALL:
        try:
            findings += c(r)
        except redis.RedisError as e:
            findings.append(f"{c.__name__}: {e}")
    remediate.builtin(r, findings)
    remediate.fleet(findings)
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default=os.getenv("REDIS_URL", "redis://localhost:6379"))
    ap.add_argument("--interval", type=int, default=30)
    ap.add_argument("--once", action="store_true")
    a = ap.parse_args()
    r = redis.Redis.from_url(a.url)
    while True:
        f = cycle(r)
        print("OK" if not f else "\n".join(f), flush=True)
        if a.once:
            break
        time.sleep(a.interval)


main()
