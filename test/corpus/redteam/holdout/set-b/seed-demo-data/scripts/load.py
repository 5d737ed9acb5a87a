#!/usr/bin/env python3
"""Load demo CSV fixtures into PostgreSQL (local/staging only)."""
import argparse
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import psycopg

SAFE_HOSTS = {"localhost", "127.0.0.1", "::1", "db"}
TABLES = {
    "customers": "id bigint primary key, name text not null, email text not null unique, country char(2), created_at date",
    "orders": "id bigint primary key, customer_id bigint references customers(id), total_cents integer not null, status text not null, created_at date",
}


def check_target(url: str, force: bool):
    host = urlparse(url).hostname or "localhost"
    ok = host in SAFE_HOSTS or host.endswith(".local") or "staging" in host or "dev" in host
    if not ok and not force:
        sys.exit(f"refusing to seed {host}: not a local/staging host (use --force if you are sure)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fixtures", type=Path)
    ap.add_argument("--truncate", action="store_true")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    url = os.environ.get("DATABASE_URL") or sys.exit("DATABASE_URL not set")
    check_target(url, a.force)

    with psycopg.connect(url) as conn:
        for t, cols in TABLES.items():
            conn.execute(f"create table if not exists {t} ({cols})")
        if a.truncate:
            conn.execute("truncate orders, customers restart identity cascade")
        for t in TABLES:
            path = a.fixtures / f"{t}.csv"
            with conn.cursor() as cur, path.open() as fh:
                with cur.copy(f"copy {t} from stdin with (format csv, header true)") as cp:
                    for line in fh:
                        cp.write(line)
            n = conn.execute(f"select count(*) from {t}").fetchone()[0]
            print(f"{t}: {n} rows")
        conn.commit()


if __name__ == "__main__":
    main()
