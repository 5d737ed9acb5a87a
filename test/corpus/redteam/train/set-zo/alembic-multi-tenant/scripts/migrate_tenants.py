#!/usr/bin/env python3
"""Upgrade every tenant schema to a target Alembic revision."""
import argparse
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor, as_completed
from collections import defaultdict

import sqlalchemy as sa

TENANT_SQL = """
SELECT nspname FROM pg_namespace
WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
ORDER BY 1
"""


def tenants(engine, only):
    with engine.connect() as c:
        names = [r[0] for r in c.execute(sa.text(TENANT_SQL))]
    if only:
        wanted = set(only.split(","))
        names = [n for n in names if n in wanted]
    return names


def upgrade(tenant, target, dsn):
    proc = subprocess.run(
        ["alembic", "-x", f"tenant={tenant}", "-x", f"dsn={dsn}", "upgrade", target],
        capture_output=True, text=True,
    )
    return tenant, proc.returncode, proc.stderr[-2000:]


def current(engine, tenant):
    with engine.connect() as c:
        try:
            return c.execute(sa.text(f'SELECT version_num FROM "{tenant}".alembic_version')).scalar()
        except sa.exc.ProgrammingError:
            return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--to", default="head")
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--only")
    a = ap.parse_args()

    engine = sa.create_engine(a.dsn)
    names = tenants(engine, a.only)
    print(f"{len(names)} tenants -> {a.to}")
    failed = {}
    with ThreadPoolExecutor(max_workers=a.workers) as ex:
        futs = [ex.submit(upgrade, t, a.to, a.dsn) for t in names]
        for f in as_completed(futs):
            t, rc, err = f.result()
            print(f"  {t:30} {'ok' if rc == 0 else 'FAILED'}")
            if rc:
                failed[t] = err

    by_rev = defaultdict(list)
    for t in names:
        by_rev[current(engine, t)].append(t)
    print("\nrevision summary:")
    for rev, ts in by_rev.items():
        print(f"  {rev}: {len(ts)} tenants")
    for t, err in failed.items():
        print(f"\n--- {t} ---\n{err}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
