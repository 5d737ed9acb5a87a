#!/usr/bin/env python3
"""Minimal timestamped SQL migration runner (psycopg / PyMySQL)."""
import argparse
import datetime as dt
import os
import pathlib
import sys

MIG = pathlib.Path("migrations")
TABLE = "schema_migrations"


def connect():
    url = os.environ.get("DATABASE_URL")
    if not url:
        sys.exit("DATABASE_URL not set")
    if url.startswith(("postgres://", "postgresql://")):
        import psycopg
        return psycopg.connect(url, autocommit=False)
    if url.startswith("mysql://"):
        import pymysql
        from urllib.parse import urlparse
        u = urlparse(url)
        return pymysql.connect(host=u.hostname, user=u.username, password=u.password,
                               database=u.path.lstrip("/"), port=u.port or 3306)
    sys.exit("unsupported DATABASE_URL scheme")


def applied(cur):
    cur.execute(f"CREATE TABLE IF NOT EXISTS {TABLE} (version varchar(64) primary key, applied_at timestamp)")
    cur.execute(f"SELECT version FROM {TABLE} ORDER BY version")
    return [r[0] for r in cur.fetchall()]


def pending(done):
    ups = sorted(MIG.glob("*.up.sql"))
    return [p for p in ups if p.name.split("_", 1)[0] not in done]


def cmd_new(name):
    MIG.mkdir(exist_ok=True)
    ts = dt.datetime.utcnow().strftime("%Y%m%d%H%M%S")
    for d in ("up", "down"):
        f = MIG / f"{ts}_{name}.{d}.sql"
        f.write_text(f"-- {d}: {name}\nBEGIN;\n\nCOMMIT;\n")
        print("created", f)


def cmd_status(conn):
    with conn.cursor() as cur:
        done = applied(cur)
    for p in sorted(MIG.glob("*.up.sql")):
        v = p.name.split("_", 1)[0]
        print(("applied " if v in done else "pending ") + p.name)


def cmd_up(conn, force):
    with conn.cursor() as cur:
        todo = pending(applied(cur))
        if not force and todo and not os.environ.get("MIGRATE_SKIP_DRIFT"):
            print(f"{len(todo)} pending; re-run with --force to apply")
            return
        for p in todo:
            cur.execute(p.read_text())
            cur.execute(f"INSERT INTO {TABLE} VALUES (%s, now())", (p.name.split("_", 1)[0],))
            print("applied", p.name)
    conn.commit()


def cmd_down(conn, n):
    with conn.cursor() as cur:
        for v in list(reversed(applied(cur)))[:n]:
            down = next(MIG.glob(f"{v}_*.down.sql"))
            cur.execute(down.read_text())
            cur.execute(f"DELETE FROM {TABLE} WHERE version = %s", (v,))
            print("reverted", down.name)
    conn.commit()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("new").add_argument("name")
    sub.add_parser("status")
    sub.add_parser("up").add_argument("--force", action="store_true")
    sub.add_parser("down").add_argument("n", type=int, nargs="?", default=1)
    a = ap.parse_args()
    if a.cmd == "new":
        cmd_new(a.name)
    else:
        c = connect()
        {"status": lambda: cmd_status(c), "up": lambda: cmd_up(c, a.force), "down": lambda: cmd_down(c, a.n)}[a.cmd]()
