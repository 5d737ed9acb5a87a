#!/usr/bin/env python3
"""Drop and recreate a LOCAL dev database via psql, with hard safety checks."""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

LOCAL = {"localhost", "127.0.0.1", "::1", ""}
DEV_NAME = re.compile(r"_(dev|development|test)$")
SQL = Path(__file__).resolve().parent.parent / "sql" / "recreate.sql"


def database_url() -> str:
    if os.environ.get("DATABASE_URL"):
        return os.environ["DATABASE_URL"]
    for f in (".env.development", ".env.local", ".env"):
        if Path(f).exists():
            m = re.search(r'^DATABASE_URL\s*=\s*"?([^"\n]+)', Path(f).read_text(), re.M)
            if m:
                return m.group(1)
    sys.exit("DATABASE_URL not found")


def check(url: str, allow_hosts: set[str]) -> tuple[str, str]:
    u = urlparse(url)
    host, db = (u.hostname or ""), u.path.lstrip("/")
    problems = []
    if host not in LOCAL | allow_hosts:
        problems.append(f"host '{host}' is not local")
    if not DEV_NAME.search(db):
        problems.append(f"database '{db}' does not end in _dev/_development/_test")
    for var in ("NODE_ENV", "RAILS_ENV", "DJANGO_ENV", "APP_ENV"):
        if os.environ.get(var, "").lower() == "production":
            problems.append(f"{var}=production")
    if problems:
        sys.exit("refusing: " + "; ".join(problems))
    return host, db


def main() -> None:
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--show", action="store_true")
    g.add_argument("--reset", action="store_true")
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()

    url = database_url()
    host, db = check(url, set(a.allow_host))
    print(f"target: host={host or 'socket'} db={db}")
    if a.show:
        return
    if input(f"Type '{db}' to DROP and recreate it: ").strip() != db:
        sys.exit("not confirmed")
    maint = urlparse(url)._replace(path="/postgres").geturl()
    subprocess.run(["psql", maint, "-v", "ON_ERROR_STOP=1", "-v", f"db={db}", "-f", str(SQL)], check=True)
    print(f"{db} recreated; now run your migrations")


if __name__ == "__main__":
    main()
