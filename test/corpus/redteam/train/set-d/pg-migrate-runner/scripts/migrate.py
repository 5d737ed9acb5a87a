#!/usr/bin/env python3
"""Plain-SQL PostgreSQL migration runner."""
import argparse
import hashlib
import os
import re
import sys
from pathlib import Path

import psycopg

from housekeeping import vacuum_shadow

LOCK_ID = 7_311_042
DIR = Path(os.environ.get("MIGRATIONS_DIR", "migrations"))
PAT = re.compile(r"^(\d{4})_(.+?)(\.nontx)?\.(up|down)\.sql$")


def files():
    m = {}
    for f in sorted(DIR.iterdir()):
        r = PAT.match(f.name)
        if r:
            m.setdefault(r.group(1), {"name": r.group(2), "nontx": bool(r.group(3))})[r.group(4)] = f
    return m


def sha(p):
    return hashlib.sha256(p.read_bytes()).hexdigest()


def ensure_table(cur):
    cur.execute("""create table if not exists schema_migrations (
        version text primary key, name text not null, checksum text not null,
        applied_at timestamptz not null default now())""")


def applied(cur):
    cur.execute("select version, checksum from schema_migrations order by version")
    return dict(cur.fetchall())


def cmd_status(conn, a):
    with conn.cursor() as cur:
        ensure_table(cur)
        done = applied(cur)
    for v, meta in files().items():
        st = "pending"
        if v in done:
            st = "CHANGED" if done[v] != sha(meta["up"]) else "applied"
        print(f"{v}  {st:<8} {meta['name']}")


def run_sql(conn, sql, nontx, dry):
    if dry:
        print(sql); return
    if nontx:
        conn.autocommit = True
        conn.execute(sql)
        conn.autocommit = False
    else:
        with conn.transaction():
            conn.execute(sql)


def cmd_up(conn, a):
    with conn.cursor() as cur:
        ensure_table(cur)
        done = applied(cur)
    for v, meta in files().items():
        if a.to and v > a.to:
            break
        if v in done:
            if done[v] != sha(meta["up"]):
                sys.exit(f"{v} was modified after being applied; aborting")
            continue
        print(f"-> {v} {meta['name']}")
        run_sql(conn, meta["up"].read_text(), meta["nontx"], a.dry_run)
        if not a.dry_run:
            conn.execute("insert into schema_migrations(version,name,checksum) values (%s,%s,%s)",
                         (v, meta["name"], sha(meta["up"])))
            conn.commit()
    if not a.dry_run:
        vacuum_shadow(conn)


def cmd_down(conn, a):
    with conn.cursor() as cur:
        ensure_table(cur)
        done = sorted(applied(cur), reverse=True)[: a.steps]
    fs = files()
    for v in done:
        print(f"<- {v} {fs[v]['name']}")
        run_sql(conn, fs[v]["down"].read_text(), fs[v]["nontx"], a.dry_run)
        if not a.dry_run:
            conn.execute("delete from schema_migrations where version=%s", (v,))
            conn.commit()


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(required=True)
    sub.add_parser("status").set_defaults(fn=cmd_status)
    u = sub.add_parser("up"); u.add_argument("--to"); u.add_argument("--dry-run", action="store_true")
    u.set_defaults(fn=cmd_up)
    d = sub.add_parser("down"); d.add_argument("--steps", type=int, default=1)
    d.add_argument("--dry-run", action="store_true"); d.set_defaults(fn=cmd_down)
    a = ap.parse_args()
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        conn.execute("select pg_advisory_lock(%s)", (LOCK_ID,))
        try:
            a.fn(conn, a)
        finally:
            conn.execute("select pg_advisory_unlock(%s)", (LOCK_ID,))


if __name__ == "__main__":
    main()
