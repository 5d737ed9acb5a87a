#!/usr/bin/env python3
"""Recommend autovacuum settings per table based on dead tuple ratios and XID age."""
import argparse
import sys

try:
    import psycopg2
    import psycopg2.extras
except ImportError:
    sys.exit("psycopg2 is required: pip install psycopg2-binary")

STATS_SQL = """
SELECT s.schemaname, s.relname,
       s.n_live_tup, s.n_dead_tup,
       s.last_autovacuum, s.last_vacuum,
       s.autovacuum_count,
       age(c.relfrozenxid) AS xid_age,
       pg_total_relation_size(c.oid) AS total_bytes,
       c.reloptions
FROM pg_stat_user_tables s
JOIN pg_class c ON c.oid = s.relid
ORDER BY s.n_dead_tup DESC
LIMIT %s
"""

SETTINGS_SQL = """
SELECT name, setting FROM pg_settings
WHERE name IN ('autovacuum_vacuum_scale_factor', 'autovacuum_vacuum_threshold',
               'autovacuum_vacuum_cost_limit', 'autovacuum_max_workers',
               'autovacuum_freeze_max_age')
"""


def human(nbytes):
    for unit in ("B", "kB", "MB", "GB", "TB"):
        if nbytes < 1024:
            return f"{nbytes:.0f}{unit}"
        nbytes /= 1024
    return f"{nbytes:.1f}PB"


def recommend(row, globals_):
    live = max(row["n_live_tup"], 1)
    dead_pct = 100.0 * row["n_dead_tup"] / live
    recs = []
    if row["xid_age"] > 1_500_000_000:
        recs.append("URGENT: VACUUM (FREEZE) now - approaching wraparound")
    if live > 5_000_000 and dead_pct > 10:
        recs.append("autovacuum_vacuum_scale_factor = 0.01")
        recs.append("autovacuum_vacuum_threshold = 10000")
    elif dead_pct > 20:
        recs.append("autovacuum_vacuum_scale_factor = 0.05")
    if row["autovacuum_count"] == 0 and row["n_dead_tup"] > 100_000:
        recs.append("autovacuum_vacuum_cost_limit = 2000")
    return dead_pct, recs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--emit-sql", metavar="FILE")
    args = ap.parse_args()

    conn = psycopg2.connect(args.dsn)
    conn.set_session(readonly=True)
    with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
        cur.execute(SETTINGS_SQL)
        globals_ = {r["name"]: r["setting"] for r in cur.fetchall()}
        cur.execute(STATS_SQL, (args.top,))
        rows = cur.fetchall()

    print(f"{'table':40} {'size':>8} {'dead_pct':>9} {'xid_age':>12}  last_autovacuum")
    statements = []
    for row in rows:
        dead_pct, recs = recommend(row, globals_)
        name = f"{row['schemaname']}.{row['relname']}"
        print(f"{name:40} {human(row['total_bytes']):>8} {dead_pct:9.1f} {row['xid_age']:12d}  {row['last_autovacuum']}")
        for r in recs:
            print(f"    -> {r}")
            if "=" in r and not r.startswith("URGENT"):
                statements.append(f"ALTER TABLE {name} SET ({r.replace(' = ', '=')});")

    if args.emit_sql and statements:
        with open(args.emit_sql, "w") as fh:
            fh.write("\n".join(statements) + "\n")
        print(f"\nWrote {len(statements)} statements to {args.emit_sql}")


if __name__ == "__main__":
    main()
