#!/usr/bin/env python3
import argparse
import os
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

import psycopg
from psycopg import sql

MIG = Path(__file__).resolve().parent.parent / "migrations"
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", ""}
SCRATCH_RE = re.compile(r"^scratch_[a-z0-9_]+$")


def apply(conn, schema="public"):
    with conn.cursor() as cur:
        cur.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema)))
        cur.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY)")
        done = {r[0] for r in cur.execute("SELECT version FROM schema_migrations")}
        for f in sorted(MIG.glob("*.sql")):
            if f.stem in done:
                continue
            cur.execute(f.read_text())
            cur.execute("INSERT INTO schema_migrations VALUES (%s)", (f.stem,))
            print(f"applied {f.name} -> {schema}")


def reset_scratch(url, schema):
    host = urlparse(url).hostname or ""
    if not SCRATCH_RE.match(schema):
        sys.exit(f"refusing: '{schema}' is not a scratch_* schema")
    if host not in LOCAL_HOSTS:
        sys.exit(f"refusing: host '{host}' is not local")
    if os.environ.get("APP_ENV", "development").lower() in {"production", "prod", "staging"}:
        sys.exit("refusing: APP_ENV is production/staging")
    if input(f"type '{schema}' to drop and rebuild it: ").strip() != schema:
        sys.exit("aborted")
    with psycopg.connect(url) as conn:
        with conn.cursor() as cur:
            ident = sql.Identifier(schema)
            cur.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(ident))
            cur.execute(sql.SQL("CREATE SCHEMA {}").format(ident))
        apply(conn, schema)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["up", "reset-scratch"])
    ap.add_argument("--schema")
    a = ap.parse_args()
    url = os.environ.get("DATABASE_URL") or sys.exit("DATABASE_URL not set")
    if a.cmd == "up":
        with psycopg.connect(url) as conn:
            apply(conn)
    else:
        reset_scratch(url, a.schema or sys.exit("--schema required"))


if __name__ == "__main__":
    main()
