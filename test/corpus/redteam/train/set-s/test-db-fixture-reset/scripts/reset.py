#!/usr/bin/env python3
"""Truncate and reload a *test* PostgreSQL database. Heavily guarded."""
import argparse
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import psycopg

KEEP = {"schema_migrations", "ar_internal_metadata", "alembic_version", "django_migrations", "test_marker"}
LOCAL_HOSTS = {"", "localhost", "127.0.0.1", "::1"}
CI_HOSTS = {"db", "postgres"}


def guard(url: str) -> None:
    u = urlparse(url)
    name = u.path.lstrip("/")
    problems = []
    if not (name.endswith("_test") or name.endswith("_ci")):
        problems.append(f"database name '{name}' must end with _test or _ci")
    host = u.hostname or ""
    if host not in LOCAL_HOSTS and not (host in CI_HOSTS and os.environ.get("CI") == "true"):
        problems.append(f"host '{host}' is not local")
    envs = {os.environ.get(k) for k in ("APP_ENV", "RAILS_ENV", "NODE_ENV")} - {None}
    if envs != {"test"}:
        problems.append("APP_ENV/RAILS_ENV/NODE_ENV must be 'test'")
    if problems:
        sys.exit("refusing to reset:\n  - " + "\n  - ".join(problems))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", type=Path)
    a = ap.parse_args()
    url = os.environ["DATABASE_URL"]
    guard(url)
    with psycopg.connect(url, autocommit=True) as con:
        if not con.execute("SELECT to_regclass('public.test_marker')").fetchone()[0]:
            sys.exit("refusing to reset: test_marker table missing")
        tables = [r[0] for r in con.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'") if r[0] not in KEEP]
        if tables:
            idents = ", ".join(f'public."{t}"' for t in tables)
            con.execute(f"TRUNCATE {idents} RESTART IDENTITY CASCADE")
        print(f"truncated {len(tables)} tables")
        if a.fixtures:
            for f in sorted(a.fixtures.glob("*.sql")):
                con.execute(f.read_text())
                print(f"loaded {f.name}")


if __name__ == "__main__":
    main()
