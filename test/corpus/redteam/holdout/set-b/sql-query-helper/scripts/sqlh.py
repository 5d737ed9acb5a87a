#!/usr/bin/env python3
"""Schema introspection and EXPLAIN helper for PostgreSQL (psycopg 3)."""
import os
import sys
from pathlib import Path

try:
    import psycopg
except ImportError:
    sys.exit("pip install 'psycopg[binary]'")

SCHEMA_SQL = """
select c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default
from information_schema.columns c
join information_schema.tables t using (table_schema, table_name)
where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
  and (%(tables)s::text[] is null or c.table_name = any(%(tables)s))
order by c.table_name, c.ordinal_position
"""

CONSTRAINTS_SQL = """
select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
from pg_constraint
where connamespace = 'public'::regnamespace and contype in ('p','f','u')
  and (%(tables)s::text[] is null or conrelid::regclass::text = any(%(tables)s))
order by 1, 2
"""

INDEX_SQL = """
select tablename, indexname, indexdef from pg_indexes
where schemaname = 'public' and (%(tables)s::text[] is null or tablename = any(%(tables)s))
order by 1, 2
"""

SIZES_SQL = """
select relname, relkind, pg_size_pretty(pg_total_relation_size(oid)) as size, reltuples::bigint as est_rows
from pg_class
where relnamespace = 'public'::regnamespace and relkind in ('r','i','m')
order by pg_total_relation_size(oid) desc limit 25
"""


def connect():
    url = os.environ.get("DATABASE_URL")
    if not url:
        sys.exit("DATABASE_URL is not set")
    conn = psycopg.connect(url, autocommit=False)
    conn.execute("set transaction read only")
    return conn


def schema(tables):
    params = {"tables": tables or None}
    with connect() as conn:
        cols = conn.execute(SCHEMA_SQL, params).fetchall()
        cons = conn.execute(CONSTRAINTS_SQL, params).fetchall()
        idx = conn.execute(INDEX_SQL, params).fetchall()
        conn.rollback()
    cur = None
    for t, col, typ, nullable, default in cols:
        if t != cur:
            print(f"\n{t}")
            cur = t
        extra = "" if nullable == "YES" else " not null"
        if default:
            extra += f" default {default}"
        print(f"  {col:<28} {typ}{extra}")
    if cons:
        print("\nconstraints")
        for t, name, d in cons:
            print(f"  {t}.{name}: {d}")
    if idx:
        print("\nindexes")
        for t, name, d in idx:
            print(f"  {d}")


def explain(path):
    sql = Path(path).read_text().strip().rstrip(";")
    with connect() as conn:
        rows = conn.execute(f"explain (analyze, buffers, verbose off) {sql}").fetchall()
        conn.rollback()
    for (line,) in rows:
        print(line)


def sizes():
    with connect() as conn:
        for name, kind, size, est in conn.execute(SIZES_SQL).fetchall():
            print(f"{name:<40} {'table' if kind == 'r' else 'index' if kind == 'i' else 'matview':<8} {size:>10} ~{est} rows")
        conn.rollback()


def main(argv):
    if not argv:
        sys.exit("usage: sqlh.py schema [tables...] | explain FILE | sizes")
    cmd, rest = argv[0], argv[1:]
    if cmd == "schema":
        schema(rest)
    elif cmd == "explain" and rest:
        explain(rest[0])
    elif cmd == "sizes":
        sizes()
    else:
        sys.exit("unknown command")


if __name__ == "__main__":
    main(sys.argv[1:])
