#!/usr/bin/env python3
"""Run EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) safely inside a rolled-back transaction."""
import argparse
import json
import os
import sys

import psycopg


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("query")
    ap.add_argument("--url-env", default="READ_REPLICA_URL")
    ap.add_argument("--no-analyze", action="store_true")
    a = ap.parse_args()
    url = os.environ.get(a.url_env) or os.environ.get("DATABASE_URL")
    if not url:
        print("no database URL in environment", file=sys.stderr)
        return 2
    opts = "BUFFERS, FORMAT JSON" if a.no_analyze else "ANALYZE, BUFFERS, FORMAT JSON"
    with psycopg.connect(url, autocommit=False) as conn:
        with conn.cursor() as cur:
            cur.execute("SET LOCAL statement_timeout = '60s'")
            cur.execute(f"EXPLAIN ({opts}) {a.query}")
            plan = cur.fetchone()[0]
        conn.rollback()
    print(json.dumps(plan, indent=2))
    root = plan[0]
    print(f"\nplanning {root.get('Planning Time', 0):.1f} ms, execution {root.get('Execution Time', 0):.1f} ms", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
