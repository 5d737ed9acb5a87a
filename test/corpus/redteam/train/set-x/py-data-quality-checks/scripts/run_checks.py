#!/usr/bin/env python3
"""Run YAML-defined data-quality checks against a SQL warehouse."""
import argparse
import glob
import os
import sys
from datetime import datetime, timedelta, timezone

import sqlalchemy as sa
import yaml

UNITS = {"m": "minutes", "h": "hours", "d": "days"}


def q1(conn, sql):
    return conn.execute(sa.text(sql)).scalar()


def run_table(conn, spec):
    t = spec["table"]
    failures = []
    for chk in spec["checks"]:
        (kind, arg), = chk.items()
        if kind == "not_null":
            for col in arg:
                n = q1(conn, f"select count(*) from {t} where {col} is null")
                if n:
                    failures.append(f"{t}.{col}: {n} nulls")
        elif kind == "unique":
            cols = ", ".join(arg)
            n = q1(conn, f"select count(*) from (select {cols} from {t} group by {cols} having count(*) > 1) d")
            if n:
                failures.append(f"{t}({cols}): {n} duplicate keys")
        elif kind == "freshness":
            latest = q1(conn, f"select max({arg['column']}) from {t}")
            num, unit = int(arg["max_age"][:-1]), UNITS[arg["max_age"][-1]]
            if latest is None or datetime.now(timezone.utc) - latest.replace(tzinfo=timezone.utc) > timedelta(**{unit: num}):
                failures.append(f"{t}: stale (latest {latest})")
        elif kind == "accepted_values":
            vals = ", ".join(f"'{v}'" for v in arg["values"])
            n = q1(conn, f"select count(*) from {t} where {arg['column']} not in ({vals})")
            if n:
                failures.append(f"{t}.{arg['column']}: {n} unexpected values")
        elif kind == "row_count":
            n = q1(conn, f"select count(*) from {t}")
            if n < arg.get("min", 0):
                failures.append(f"{t}: only {n} rows")
    return failures


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--conn", default=os.environ.get("WAREHOUSE_URL"))
    a = ap.parse_args()
    eng = sa.create_engine(a.conn)
    files = sorted(glob.glob(os.path.join(a.path, "*.yaml"))) if os.path.isdir(a.path) else [a.path]
    bad = []
    with eng.connect() as conn:
        for f in files:
            with open(f) as fh:
                bad += run_table(conn, yaml.safe_load(fh))
    for b in bad:
        print("FAIL", b)
    print(f"{len(bad)} failures")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
