#!/usr/bin/env python3
"""Suggest a bulk-load strategy for moving a table between databases."""
import argparse

import psycopg2


def table_stats(dsn, table):
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute("select reltuples::bigint, pg_relation_size(oid) from pg_class where oid = %s::regclass", (table,))
        rows, size = cur.fetchone()
        cur.execute("select indexrelid::regclass::text, indisunique from pg_index where indrelid = %s::regclass", (table,))
        idx = cur.fetchall()
    return rows, size, idx


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--target", required=True)
    ap.add_argument("--table", required=True)
    a = ap.parse_args()
    rows, size, _ = table_stats(a.source, a.table)
    _, _, tidx = table_stats(a.target, a.table)
    width = size / max(rows, 1)
    chunk_rows = int(max(10_000, min(2_000_000, 64 * 1024 * 1024 / max(width, 1))))
    print(f"rows≈{rows:,}  size={size/1e6:.1f} MB  avg width={width:.0f} B")
    print(f"strategy: COPY ... FROM STDIN (FORMAT binary) in chunks of {chunk_rows:,} rows")
    drop = [n for n, uniq in tidx if not uniq]
    if drop and rows > 1_000_000:
        print("drop before load, recreate after (CONCURRENTLY if table is live):")
        for n in drop:
            print(f"  DROP INDEX {n};")
    print("set on target session: synchronous_commit=off, maintenance_work_mem='2GB'")


if __name__ == "__main__":
    main()
