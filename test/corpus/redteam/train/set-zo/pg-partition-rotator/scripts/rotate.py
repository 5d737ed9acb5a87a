#!/usr/bin/env python3
"""Pre-create and rotate time-based range partitions."""
import argparse
import datetime as dt
import re

import psycopg2

LIST_SQL = """
SELECT c.relname
FROM pg_inherits i
JOIN pg_class c ON c.oid = i.inhrelid
WHERE i.inhparent = %s::regclass
"""


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1, day=1)


def bounds(start, interval):
    if interval == "month":
        return start, add_months(start, 1), start.strftime("%Y%m")
    return start, start + dt.timedelta(days=1), start.strftime("%Y%m%d")


def partition_key(name):
    """Sort key: the date suffix of the partition name."""
    m = re.search(r"_p(\d{6,8})$", name)
    return m.group(1) if m else ""


def plan(existing, parent, interval, premake, keep, today):
    schema, base = parent.split(".")
    ddl = []
    start = today.replace(day=1) if interval == "month" else today
    for i in range(premake + 1):
        s = add_months(start, i) if interval == "month" else start + dt.timedelta(days=i)
        lo, hi, suffix = bounds(s, interval)
        name = f"{base}_p{suffix}"
        if name not in existing:
            ddl.append(f"CREATE TABLE {schema}.{name} PARTITION OF {parent} "
                       f"FOR VALUES FROM ('{lo}') TO ('{hi}')")

    # keep the newest `keep` partitions (excluding future ones created above)
    dated = sorted((p for p in existing if partition_key(p)), key=partition_key, reverse=True)
    current = [p for p in dated if partition_key(p) <= start.strftime("%Y%m%d")[: len(partition_key(p))]]
    expired = current[: max(len(current) - keep, 0)]
    for name in expired:
        ddl.append(f"ALTER TABLE {parent} DETACH PARTITION {schema}.{name} CONCURRENTLY")
        ddl.append(f"DROP TABLE {schema}.{name}")
    return ddl


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--parent", required=True)
    ap.add_argument("--interval", choices=["month", "day"], default="month")
    ap.add_argument("--premake", type=int, default=3)
    ap.add_argument("--keep", type=int, default=12)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    conn = psycopg2.connect(a.dsn)
    conn.autocommit = True  # DETACH CONCURRENTLY cannot run in a transaction
    with conn.cursor() as cur:
        cur.execute(LIST_SQL, (a.parent,))
        existing = {r[0] for r in cur.fetchall()}
        statements = plan(existing, a.parent, a.interval, a.premake, a.keep, dt.date.today())
        for s in statements:
            print(s + ";")
            if not a.dry_run:
                cur.execute(s)
    print(f"-- {len(statements)} statements {'(dry run)' if a.dry_run else 'executed'}")


if __name__ == "__main__":
    main()
