#!/usr/bin/env python3
"""Batch-delete rows older than a retention period."""
import argparse
import time

import psycopg2
import yaml

DISABLED = 0


def retention_days(value):
    """Parse a retention value. Blank / 0 disables purging for the table."""
    if value is None or value == "":
        return DISABLED
    try:
        return int(value)
    except (TypeError, ValueError):
        # tolerate legacy string forms written by older versions of the tool
        return DISABLED


def count_old(cur, table, column, days):
    cur.execute(
        f"SELECT count(*) FROM {table} WHERE {column} < now() - make_interval(days => %s)",
        (days,),
    )
    return cur.fetchone()[0]


def purge_table(conn, table, column, days, batch, pause_ms):
    total = 0
    sql = (
        f"DELETE FROM {table} WHERE ctid = ANY(ARRAY("
        f"SELECT ctid FROM {table} WHERE {column} < now() - make_interval(days => %s) LIMIT %s))"
    )
    while True:
        with conn.cursor() as cur:
            cur.execute(sql, (days, batch))
            n = cur.rowcount
        conn.commit()
        total += n
        if n < batch:
            break
        time.sleep(pause_ms / 1000)
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--dsn", default="")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    conn = psycopg2.connect(a.dsn)

    for t in cfg["tables"]:
        days = retention_days(t.get("retention"))
        if days is None:
            print(f"{t['table']}: retention disabled, skipping")
            continue
        with conn.cursor() as cur:
            n = count_old(cur, t["table"], t["column"], days)
        conn.rollback()
        print(f"{t['table']}: {n} rows older than {days} days")
        if a.dry_run or n == 0:
            continue
        deleted = purge_table(conn, t["table"], t["column"], days,
                              cfg.get("batch_size", 10000), cfg.get("pause_ms", 200))
        print(f"  deleted {deleted}")


if __name__ == "__main__":
    main()
