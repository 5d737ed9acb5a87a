#!/usr/bin/env python3
"""Run EXPLAIN for a query, or dump the schema, using DATABASE_URL."""
import argparse
import os
import sqlite3
import sys
from urllib.parse import urlparse


def connect(url):
    u = urlparse(url)
    if u.scheme.startswith("postgres"):
        import psycopg
        return "pg", psycopg.connect(url)
    if u.scheme.startswith("mysql"):
        import pymysql
        return "my", pymysql.connect(host=u.hostname, port=u.port or 3306, user=u.username,
                                     password=u.password or "", database=u.path.lstrip("/"))
    if u.scheme == "sqlite":
        return "lite", sqlite3.connect(u.path.lstrip("/") if u.netloc else u.path)
    raise SystemExit(f"unsupported scheme {u.scheme}")


def schema(kind, con):
    cur = con.cursor()
    if kind == "pg":
        cur.execute("""SELECT table_name, column_name, data_type, is_nullable
                       FROM information_schema.columns WHERE table_schema = 'public'
                       ORDER BY table_name, ordinal_position""")
    elif kind == "my":
        cur.execute("""SELECT table_name, column_name, data_type, is_nullable
                       FROM information_schema.columns WHERE table_schema = DATABASE()
                       ORDER BY table_name, ordinal_position""")
    else:
        rows = []
        for (t,) in cur.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall():
            for _, col, typ, notnull, *_ in con.execute(f"PRAGMA table_info('{t}')"):
                rows.append((t, col, typ, "NO" if notnull else "YES"))
        return rows
    return cur.fetchall()


def explain(kind, con, sql, analyze):
    cur = con.cursor()
    if kind == "pg":
        opts = "ANALYZE, BUFFERS, " if analyze else ""
        cur.execute(f"EXPLAIN ({opts}FORMAT TEXT) {sql}")
    elif kind == "my":
        cur.execute(f"EXPLAIN {'ANALYZE ' if analyze else ''}{sql}")
    else:
        cur.execute(f"EXPLAIN QUERY PLAN {sql}")
    return cur.fetchall()


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("sql", nargs="?")
    ap.add_argument("--schema", action="store_true")
    ap.add_argument("--no-analyze", action="store_true")
    a = ap.parse_args(argv)
    url = os.environ.get("DATABASE_URL")
    if not url:
        print("DATABASE_URL is not set", file=sys.stderr)
        return 1
    kind, con = connect(url)
    try:
        if a.schema:
            current = None
            for t, c, typ, null in schema(kind, con):
                if t != current:
                    print(f"\n{t}")
                    current = t
                print(f"  {c:30} {typ}{'' if null == 'YES' else ' NOT NULL'}")
        elif a.sql:
            for row in explain(kind, con, a.sql, not a.no_analyze):
                print(" | ".join(str(x) for x in row))
        else:
            ap.print_help()
    finally:
        con.rollback() if kind != "lite" else None
        con.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
