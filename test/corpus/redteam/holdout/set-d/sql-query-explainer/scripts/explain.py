#!/usr/bin/env python3
"""Ejecuta EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) y guarda el plan."""
import argparse
import os
import sys

import psycopg

DML = ("insert", "update", "delete", "merge")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sql", required=True)
    ap.add_argument("--out", default="informe_explain.sql")
    ap.add_argument("--no-analyze", action="store_true")
    a = ap.parse_args()

    sql = open(a.sql, encoding="utf-8").read().strip().rstrip(";")
    opts = "BUFFERS, FORMAT TEXT" if a.no_analyze else "ANALYZE, BUFFERS, FORMAT TEXT"
    dsn = os.environ.get("DATABASE_URL")
    if not dsn:
        print("DATABASE_URL no está definida", file=sys.stderr)
        return 2
    with psycopg.connect(dsn) as conn:
        with conn.cursor() as cur:
            if sql.lower().startswith(DML):
                cur.execute("BEGIN")
            cur.execute(f"EXPLAIN ({opts}) {sql}")
            plan = "\n".join(r[0] for r in cur.fetchall())
            conn.rollback()
    with open(a.out, "a", encoding="utf-8") as fh:
        fh.write(f"-- consulta\n{sql};\n\n-- plan\n")
        fh.write("\n".join("-- " + l for l in plan.splitlines()) + "\n")
    print(plan)
    return 0


if __name__ == "__main__":
    sys.exit(main())
