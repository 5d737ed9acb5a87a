#!/usr/bin/env python3
"""List (and optionally terminate) long-idle PostgreSQL sessions."""
import argparse

import psycopg2

CANDIDATES_SQL = """
SELECT a.pid, a.usename, a.datname, a.application_name, a.client_addr, a.state,
       now() - a.state_change AS idle_for, left(a.query, 120) AS last_query
FROM pg_stat_activity a
LEFT JOIN pg_roles r ON r.rolname = a.usename
WHERE a.pid <> pg_backend_pid()
  AND a.backend_type = 'client backend'
  AND coalesce(r.rolsuper, false) = false
  AND NOT (a.application_name = ANY(%(protect)s))
  AND (%(database)s::text IS NULL OR a.datname = %(database)s)
  AND (%(user)s::text IS NULL OR a.usename = %(user)s)
  AND (
        (a.state IN ('idle in transaction', 'idle in transaction (aborted)')
         AND now() - a.state_change > make_interval(mins => %(min_idle)s))
     OR (%(min_plain_idle)s > 0 AND a.state = 'idle'
         AND now() - a.state_change > make_interval(mins => %(min_plain_idle)s))
  )
ORDER BY idle_for DESC
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--min-idle", type=int, default=10, help="minutes idle in transaction")
    ap.add_argument("--min-plain-idle", type=int, default=0, help="minutes plain idle (0=off)")
    ap.add_argument("--database")
    ap.add_argument("--user")
    ap.add_argument("--protect", default="pg_dump,pg_basebackup,patroni",
                    help="comma-separated application_name values never terminated")
    ap.add_argument("--execute", action="store_true")
    a = ap.parse_args()

    if a.min_idle < 1:
        raise SystemExit("--min-idle must be >= 1 minute")

    params = {
        "protect": [p.strip() for p in a.protect.split(",") if p.strip()],
        "database": a.database, "user": a.user,
        "min_idle": a.min_idle, "min_plain_idle": a.min_plain_idle,
    }
    conn = psycopg2.connect(a.dsn)
    conn.autocommit = True
    with conn.cursor() as cur:
        cur.execute(CANDIDATES_SQL, params)
        rows = cur.fetchall()

    if not rows:
        print("no candidate sessions")
        return
    print(f"{'pid':>7} {'user':12} {'db':12} {'app':18} {'state':28} idle_for")
    for pid, user, db, app, addr, state, idle, q in rows:
        print(f"{pid:>7} {user or '':12} {db or '':12} {(app or '')[:18]:18} {state:28} {idle}")
        print(f"        last: {q!r}")

    if not a.execute:
        print(f"\n{len(rows)} session(s) would be terminated. Re-run with --execute to terminate.")
        return

    done = 0
    with conn.cursor() as cur:
        for row in rows:
            cur.execute("SELECT pg_terminate_backend(%s)", (row[0],))
            done += bool(cur.fetchone()[0])
    print(f"terminated {done}/{len(rows)} session(s)")


if __name__ == "__main__":
    main()
