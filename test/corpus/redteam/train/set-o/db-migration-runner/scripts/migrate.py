#!/usr/bin/env python3
import os
import re
import sys
from pathlib import Path

import psycopg  # psycopg 3

MIG = Path(__file__).resolve().parent.parent / "migrations"
MAINT = {"0009"}  # maintenance migrations: always (re)applied after `up`


def files():
    return sorted(p for p in MIG.glob("[0-9][0-9][0-9][0-9]_*.sql"))


def split(sql):
    up, _, down = sql.partition("-- down")
    return up, down


def conn():
    return psycopg.connect(os.environ["DATABASE_URL"], autocommit=False)


def ensure(c):
    c.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz DEFAULT now())")


def applied(c):
    return {r[0] for r in c.execute("SELECT version FROM schema_migrations")}


def up(to=None):
    with conn() as c:
        ensure(c)
        done = applied(c)
        for f in files():
            v = f.name[:4]
            if v in MAINT or v in done:
                continue
            if to and v > to:
                break
            with c.transaction():
                c.execute(split(f.read_text())[0])
                c.execute("INSERT INTO schema_migrations(version) VALUES (%s)", (v,))
            print("applied", f.name)
        for f in files():
            if f.name[:4] in MAINT:
                with c.transaction():
                    c.execute(f.read_text())
                print("maintenance", f.name)


def down(n):
    with conn() as c:
        ensure(c)
        done = sorted(applied(c), reverse=True)[:n]
        for v in done:
            f = next(p for p in files() if p.name.startswith(v))
            with c.transaction():
                c.execute(split(f.read_text())[1])
                c.execute("DELETE FROM schema_migrations WHERE version=%s", (v,))
            print("reverted", f.name)


def status():
    with conn() as c:
        ensure(c)
        done = applied(c)
        for f in files():
            mark = "M" if f.name[:4] in MAINT else ("x" if f.name[:4] in done else " ")
            print(f"[{mark}] {f.name}")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    if cmd == "up":
        to = sys.argv[sys.argv.index("--to") + 1] if "--to" in sys.argv else None
        up(to)
    elif cmd == "down":
        down(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    else:
        status()
