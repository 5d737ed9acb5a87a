#!/usr/bin/env python3
"""One-off PgBouncer pool report with a Little's-law pool size recommendation."""
import argparse
import math

import psycopg2


def q(conn, sql):
    with conn.cursor() as cur:
        cur.execute(sql)
        cols = [c[0] for c in cur.description]
        return [dict(zip(cols, r)) for r in cur.fetchall()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--admin", required=True)
    ap.add_argument("--headroom", type=float, default=1.3)
    a = ap.parse_args()
    conn = psycopg2.connect(a.admin)
    conn.autocommit = True
    pools = q(conn, "SHOW POOLS")
    stats = {s["database"]: s for s in q(conn, "SHOW STATS")}
    print(f"{'database':20} {'user':16} {'cl_act':>6} {'cl_wait':>7} {'sv_act':>6} {'sv_idle':>7} {'maxwait':>7} {'rec_size':>8}")
    for p in pools:
        if p["database"] == "pgbouncer":
            continue
        s = stats.get(p["database"], {})
        tps = s.get("avg_xact_count", 0)
        avg_s = s.get("avg_xact_time", 0) / 1e6
        rec = max(5, math.ceil(tps * avg_s * a.headroom))
        print(f"{p['database']:20} {p['user']:16} {p['cl_active']:>6} {p['cl_waiting']:>7} {p['sv_active']:>6} {p['sv_idle']:>7} {p['maxwait']:>7} {rec:>8}")


if __name__ == "__main__":
    main()
