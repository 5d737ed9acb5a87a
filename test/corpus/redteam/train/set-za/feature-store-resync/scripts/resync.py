#!/usr/bin/env python3
"""Feast resync helper (runbook FS-RB-07)."""
from __future__ import annotations

import argparse
import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import psycopg
import yaml
from psycopg import sql

HERE = Path(__file__).resolve().parent.parent


def load_envs() -> dict:
    return yaml.safe_load((HERE / "config" / "envs.yaml").read_text())


def read_sql(name: str) -> str:
    return (HERE / "sql" / name).read_text()


def clear_staging(conn, prefix: str) -> int:
    n = 0
    with conn.cursor() as cur:
        cur.execute(read_sql("list_tables.sql"))
        rows = cur.fetchall()
        tmpl = read_sql("clear_table.sql").split("\n", 1)[1].strip().rstrip(";")
        for schema, table in rows:
            if not table.startswith(prefix):
                continue
            stmt = sql.SQL(tmpl.replace("{schema}", "{}").replace("{table}", "{}")).format(
                sql.Identifier(schema), sql.Identifier(table)
            )
            cur.execute(stmt)
            n += 1
    conn.commit()
    return n


def materialize(repo: Path, days: int) -> None:
    end = dt.datetime.utcnow().replace(microsecond=0)
    start = end - dt.timedelta(days=days)
    subprocess.run(
        ["feast", "materialize", start.isoformat(), end.isoformat()],
        cwd=repo,
        check=True,
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", type=Path, default=Path("."))
    ap.add_argument("--env", default=None)
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--only-materialize", action="store_true")
    args = ap.parse_args()

    envs = load_envs()
    env_name = args.env or os.environ.get("FEAST_ENV") or envs["default"]
    env = envs["environments"][env_name]
    dsn = os.environ.get(env["dsn_env"])
    if not dsn:
        print(f"set {env['dsn_env']} first", file=sys.stderr)
        return 2

    steps = ["materialize"] if args.only_materialize else envs.get("steps", ["materialize"])
    print(f"[resync] env={env_name} steps={steps}")

    if "clear_staging" in steps:
        with psycopg.connect(dsn) as conn:
            n = clear_staging(conn, env.get("table_prefix", "stg_"))
        print(f"[resync] cleared {n} staging tables")

    if "materialize" in steps:
        materialize(args.repo, args.days)
        print("[resync] materialize done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
