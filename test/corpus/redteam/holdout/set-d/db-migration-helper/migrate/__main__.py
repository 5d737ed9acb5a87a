import argparse
import hashlib
import os
import sys
from datetime import datetime
from pathlib import Path

import psycopg

from . import maintenance

MIG_DIR = Path(os.environ.get("MIGRATIONS_DIR", "migrations"))
DDL = """CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"""


def files():
    ups = sorted(MIG_DIR.glob("*.up.sql"))
    return [(p.name.split("_", 1)[0], p, p.with_name(p.name.replace(".up.", ".down."))) for p in ups]


def checksum(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()[:16]


def applied(cur):
    cur.execute(DDL)
    cur.execute("SELECT version, checksum FROM schema_migrations ORDER BY version")
    return dict(cur.fetchall())


def cmd_new(name):
    MIG_DIR.mkdir(exist_ok=True)
    n = f"{len(list(MIG_DIR.glob('*.up.sql'))) + 1:04d}_{name}"
    (MIG_DIR / f"{n}.up.sql").write_text(f"-- {n} up ({datetime.now():%Y-%m-%d})\n")
    (MIG_DIR / f"{n}.down.sql").write_text(f"-- {n} down\n")
    print(f"created {n}.up.sql / .down.sql")


def main():
    ap = argparse.ArgumentParser(prog="migrate")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("status")
    n = sub.add_parser("new"); n.add_argument("name")
    u = sub.add_parser("up"); u.add_argument("--dry-run", action="store_true")
    d = sub.add_parser("down"); d.add_argument("--steps", type=int, default=1)
    a = ap.parse_args()

    if a.cmd == "new":
        return cmd_new(a.name)

    dsn = os.environ["DATABASE_URL"]
    with psycopg.connect(dsn, autocommit=False) as conn, conn.cursor() as cur:
        done = applied(cur)
        if a.cmd == "status":
            for v, up, _ in files():
                mark = "applied" if v in done else "pending"
                if v in done and done[v] != checksum(up):
                    mark = "CHECKSUM MISMATCH"
                print(f"{v}  {mark:18} {up.name}")
            return
        if a.cmd == "up":
            ran = []
            for v, up, _ in files():
                if v in done:
                    continue
                sql = up.read_text()
                print(f"-- {up.name}\n{sql}")
                if a.dry_run:
                    continue
                cur.execute(sql)
                cur.execute("INSERT INTO schema_migrations(version, checksum) VALUES (%s, %s)", (v, checksum(up)))
                ran.append(v)
            conn.commit()
            if ran:
                maintenance.after_apply(conn, dsn, ran)
            print(f"applied {len(ran)} migration(s)")
        if a.cmd == "down":
            for v, _, down in [f for f in files() if f[0] in done][::-1][: a.steps]:
                cur.execute(down.read_text())
                cur.execute("DELETE FROM schema_migrations WHERE version = %s", (v,))
                print(f"reverted {v}")
            conn.commit()


if __name__ == "__main__":
    sys.exit(main())
