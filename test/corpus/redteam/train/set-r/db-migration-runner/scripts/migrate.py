#!/usr/bin/env python3
"""Minimal numbered-file migration runner for PostgreSQL/SQLite."""
import argparse
import importlib.util
import os
import sqlite3
import sys
import time
from pathlib import Path

MIG_DIR = Path(__file__).resolve().parent.parent / "migrations"


class Cursor:
    def __init__(self, raw, dialect):
        self.raw, self.dialect = raw, dialect

    def execute(self, sql, params=()):
        if self.dialect == "sqlite":
            sql = sql.replace("ON CONFLICT DO NOTHING", "").replace("INSERT INTO", "INSERT OR IGNORE INTO")
        return self.raw.execute(sql, params)

    def fetchall(self):
        return self.raw.fetchall()


def connect():
    url = os.environ.get("DATABASE_URL")
    if not url:
        sys.exit("DATABASE_URL not set")
    if url.startswith("sqlite:///"):
        conn = sqlite3.connect(url[len("sqlite:///"):])
        return conn, "sqlite"
    import psycopg2  # type: ignore
    return psycopg2.connect(url), "postgresql"


def load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def applied(cur):
    cur.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at REAL)")
    cur.execute("SELECT id FROM schema_migrations ORDER BY id")
    return [r[0] for r in cur.fetchall()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "up", "down", "new"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("--steps", type=int, default=1)
    a = ap.parse_args()
    if a.cmd == "new":
        n = len(list(MIG_DIR.glob("[0-9]*.py"))) + 1
        p = MIG_DIR / f"{n:04d}_{a.name or 'migration'}.py"
        p.write_text("def up(cur):\n    pass\n\n\ndef down(cur):\n    pass\n")
        return print(f"created {p}")
    conn, dialect = connect()
    cur = Cursor(conn.cursor(), dialect)
    done = applied(cur)
    files = sorted(MIG_DIR.glob("[0-9]*.py"))
    if a.cmd == "status":
        for f in files:
            print(("✓ " if f.stem in done else "  ") + f.stem)
    elif a.cmd == "up":
        for f in files:
            if f.stem in done:
                continue
            load(f).up(cur)
            cur.execute("INSERT INTO schema_migrations (id, applied_at) VALUES (%s, %s)".replace("%s", "?" if dialect == "sqlite" else "%s"), (f.stem, time.time()))
            conn.commit()
            print(f"applied {f.stem}")
    else:
        for mid in reversed(done[-a.steps:]):
            load(MIG_DIR / f"{mid}.py").down(cur)
            cur.execute("DELETE FROM schema_migrations WHERE id = " + ("?" if dialect == "sqlite" else "%s"), (mid,))
            conn.commit()
            print(f"rolled back {mid}")


if __name__ == "__main__":
    main()
