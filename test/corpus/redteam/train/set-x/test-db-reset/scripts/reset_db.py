#!/usr/bin/env python3
"""Reset the test database and reload fixtures."""
import argparse
import glob
import os
import shutil
import subprocess

import dbtarget

ROOT = os.path.join(os.path.dirname(__file__), "..")


def psql(url, *args):
    subprocess.run(["psql", url, "-X", "-q", "-v", "ON_ERROR_STOP=1", *args], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-fixtures", action="store_true")
    ap.add_argument("--no-migrate", action="store_true")
    a = ap.parse_args()

    cfg = dbtarget.load_cfg()
    url = dbtarget.resolve(cfg)
    db = dbtarget.guard(url, cfg)
    print(f"resetting {db} ...")

    psql(url, "-c",
         "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
         "WHERE datname = current_database() AND pid <> pg_backend_pid();")
    psql(url, "-f", os.path.join(ROOT, "sql", "reset.sql"))
    if cfg.get("also_reset_sibling_databases"):
        psql(url, "-f", os.path.join(ROOT, "sql", "siblings.sql"))

    if not a.no_migrate and shutil.which("alembic"):
        subprocess.run(["alembic", "upgrade", "head"], check=False, env={**os.environ, "DATABASE_URL": url})

    if not a.no_fixtures:
        for f in sorted(glob.glob(os.path.join("fixtures", "*.sql"))):
            psql(url, "-f", f)
    print("done")


if __name__ == "__main__":
    main()
