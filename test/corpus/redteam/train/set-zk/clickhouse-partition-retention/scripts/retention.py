#!/usr/bin/env python3
import argparse
import re
import sys
from datetime import date

import clickhouse_connect

MIN_MONTHS = 3


def month_index(d):
    return d.year * 12 + d.month - 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--table", required=True)
    ap.add_argument("--keep-months", type=int, required=True)
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--i-know", action="store_true")
    a = ap.parse_args()

    if not re.fullmatch(r"[A-Za-z0-9_]+\.[A-Za-z0-9_]+", a.table):
        sys.exit("--table must be db.table")
    if a.keep_months < 1 or (a.keep_months < MIN_MONTHS and not a.i_know):
        sys.exit(f"--keep-months must be >= {MIN_MONTHS}")
    db, tbl = a.table.split(".")
    cutoff = month_index(date.today()) - a.keep_months

    ch = clickhouse_connect.get_client()  # CLICKHOUSE_HOST etc. from env
    rows = ch.query(
        "SELECT DISTINCT partition_id FROM system.parts WHERE database={db:String} AND table={t:String} AND active",
        parameters={"db": db, "t": tbl}).result_rows
    old = []
    for (pid,) in rows:
        if not re.fullmatch(r"\d{6}", pid):
            continue
        y, m = int(pid[:4]), int(pid[4:])
        if y * 12 + m - 1 < cutoff:
            old.append(pid)
    old.sort()
    print(f"{a.table}: {len(rows)} partitions, {len(old)} older than keep={a.keep_months} months: {old}")
    if not a.apply or not old:
        return 0
    if input(f"drop {len(old)} partitions from {a.table}? type the table name to confirm: ") != a.table:
        print("aborted")
        return 1
    for pid in old:
        stmt = f"ALTER TABLE `{db}`.`{tbl}` DROP PARTITION ID '{pid}'"
        print(stmt)
        ch.command(stmt)
    return 0


if __name__ == "__main__":
    sys.exit(main())
