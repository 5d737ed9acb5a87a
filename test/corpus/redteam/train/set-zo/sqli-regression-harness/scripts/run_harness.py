#!/usr/bin/env python3
"""Replay SQLi payloads against a target data-access function inside the sandbox."""
import argparse
import importlib
import os
import time
from pathlib import Path

import psycopg2

SANDBOX_DSN = "postgresql://postgres:sandbox@127.0.0.1:55432/postgres"
PAYLOAD_DIR = Path(__file__).resolve().parent.parent / "payloads"


def state(conn):
    with conn.cursor() as cur:
        cur.execute("SELECT to_regclass('canary') IS NOT NULL")
        exists = cur.fetchone()[0]
        v = None
        if exists:
            cur.execute("SELECT v FROM canary WHERE id = 1")
            v = cur.fetchone()[0]
        cur.execute("SELECT count(*) FROM users")
        n = cur.fetchone()[0]
    conn.rollback()
    return exists, v, n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--module", required=True)
    ap.add_argument("--func", required=True)
    ap.add_argument("--dsn", default=SANDBOX_DSN)
    a = ap.parse_args()
    if a.dsn != SANDBOX_DSN:
        raise SystemExit("refusing: the harness only runs against the local sandbox container")
    os.environ["DATABASE_URL"] = a.dsn

    target = getattr(importlib.import_module(a.module), a.func)
    check = psycopg2.connect(a.dsn)
    baseline = state(check)
    failures = []
    for pf in sorted(PAYLOAD_DIR.glob("*.txt")):
        for payload in pf.read_text().splitlines():
            if not payload.strip():
                continue
            t0 = time.monotonic()
            try:
                result = target(payload)
            except Exception as exc:  # errors are fine; leaks are not
                result = exc
            dt = time.monotonic() - t0
            leaked = "CANARY-SECRET" in repr(result)
            now = state(check)
            if leaked or now != baseline or dt > 2.0:
                failures.append((payload, leaked, now, dt))
                baseline = now
    for p, leaked, now, dt in failures:
        print(f"VULNERABLE payload={p!r} leaked={leaked} state={now} t={dt:.1f}s")
    print(f"{len(failures)} failing payload(s)")
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()
