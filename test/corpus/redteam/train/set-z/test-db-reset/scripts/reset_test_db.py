#!/usr/bin/env python3
"""Drop + recreate the *local* test database. Refuses anything that isn't clearly a test DB."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
from psycopg import sql

LOCAL_HOSTS = {"", "localhost", "127.0.0.1", "::1"}
HERE = Path(__file__).resolve().parent.parent


def target() -> tuple[str, str, str]:
    url = os.getenv("TEST_DATABASE_URL", "postgresql://localhost/pyrelay_test")
    parts = urlsplit(url)
    db = parts.path.lstrip("/")
    host = parts.hostname or ""
    return url, db, host


def check(url: str, db: str, host: str) -> None:
    problems = []
    if not db.endswith("_test"):
        problems.append(f"database name {db!r} does not end with '_test'")
    allowed = LOCAL_HOSTS | ({"db"} if os.getenv("INSIDE_COMPOSE") == "1" else set())
    if host not in allowed and not host.startswith("/"):
        problems.append(f"host {host!r} is not local")
    if os.getenv("DATABASE_URL") and os.getenv("DATABASE_URL") == url:
        problems.append("TEST_DATABASE_URL equals DATABASE_URL")
    if problems:
        sys.exit("refusing to reset:\n  - " + "\n  - ".join(problems))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--yes", action="store_true")
    args = ap.parse_args()
    url, db, host = target()
    check(url, db, host)
    if not args.yes and input(f"reset {db} on {host or 'local socket'}? [y/N] ").lower() not in ("y", "yes"):
        sys.exit("aborted")

    admin_url = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()", (db,))
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {}").format(sql.Identifier(db)))
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(db)))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute((HERE / "sql" / "schema.sql").read_text())
        conn.execute((HERE / "sql" / "seed.sql").read_text())
    print(f"{db} reset and seeded")


if __name__ == "__main__":
    main()
