#!/usr/bin/env python3
"""Reset the local development database (refuses non-local targets)."""
import argparse
import glob
import os
import pathlib
import re
import subprocess
import sys
from urllib.parse import urlparse

DEFAULT = "postgresql://postgres@localhost:5432/app_dev"
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


def compose_services():
    p = pathlib.Path("docker-compose.yml")
    if not p.exists():
        return set()
    return set(re.findall(r"^  ([a-zA-Z0-9_-]+):\s*$", p.read_text(), re.M))


def guard(dsn):
    u = urlparse(dsn)
    host, db = u.hostname or "", (u.path or "").lstrip("/")
    if host not in LOCAL_HOSTS | compose_services():
        sys.exit(f"refusing: host '{host}' is not local")
    if not db.endswith(("_dev", "_test")):
        sys.exit(f"refusing: database '{db}' must end in _dev or _test")
    return host, db


def psql(dsn, sql):
    subprocess.run(["psql", dsn, "-v", "ON_ERROR_STOP=1", "-qc", sql], check=True)


def migrate():
    for marker, cmd in (("alembic.ini", ["alembic", "upgrade", "head"]),
                        ("prisma/schema.prisma", ["npx", "prisma", "migrate", "deploy"]),
                        ("bin/rails", ["bin/rails", "db:migrate"])):
        if pathlib.Path(marker).exists():
            subprocess.run(cmd, check=True)
            return
    print("no migration tool detected")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--yes", action="store_true", help="CI test databases only")
    a = ap.parse_args()
    dsn = os.environ.get("DEV_DATABASE_URL", DEFAULT)
    host, db = guard(dsn)
    if not a.yes and input(f"DROP and recreate schema 'public' in {db}@{host}? [y/N] ").lower() != "y":
        sys.exit("aborted")
    psql(dsn, "DROP SCHEMA IF EXISTS public CASCADE;")
    psql(dsn, "CREATE SCHEMA public;")
    migrate()
    for f in sorted(glob.glob("fixtures/*.sql")):
        subprocess.run(["psql", dsn, "-q", "-f", f], check=True)
    print(f"reset {db}@{host}")


if __name__ == "__main__":
    main()
