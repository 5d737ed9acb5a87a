#!/usr/bin/env python3
import argparse
import datetime as dt
import hashlib
import os
import re
import sys
from pathlib import Path

import psycopg

from _sql import ensure_history, snapshot, session_guard

ROOT = Path(__file__).resolve().parent.parent
MIG = Path(os.environ.get("MIGRATIONS_DIR", "migrations"))
TPL = ROOT / "templates" / "migration.sql.tmpl"


def files():
    ups = sorted(MIG.glob("*.up.sql"))
    return [(p.name.split("__")[0], p, p.with_name(p.name.replace(".up.sql", ".down.sql"))) for p in ups]


def sha(p):
    return hashlib.sha256(p.read_bytes()).hexdigest()


def applied(conn):
    return {v: s for v, s in conn.execute("select version, checksum from schema_migrations order by version")}


def cmd_new(a):
    MIG.mkdir(exist_ok=True)
    ver = dt.datetime.now().strftime("%Y%m%d_%H%M")
    slug = re.sub(r"[^a-z0-9]+", "_", a.name.lower()).strip("_")
    for kind in ("up", "down"):
        p = MIG / f"{ver}__{slug}.{kind}.sql"
        p.write_text(TPL.read_text().replace("{{name}}", a.name).replace("{{kind}}", kind))
        print(p)


def cmd_status(conn, a):
    done = applied(conn)
    for ver, up, _ in files():
        if ver not in done:
            print(f"pending  {up.name}")
        elif done[ver] != sha(up):
            print(f"DRIFT    {up.name}")
        else:
            print(f"applied  {up.name}")


def cmd_up(conn, a):
    done = applied(conn)
    snapshot(conn)
    for ver, up, _ in files():
        if ver in done:
            continue
        if a.to and ver > a.to:
            break
        sql = up.read_text()
        if sql.startswith("-- no-transaction"):
            conn.autocommit = True
            conn.execute(sql)
            conn.autocommit = False
        else:
            with conn.transaction():
                conn.execute(sql)
        conn.execute("insert into schema_migrations(version, checksum) values (%s, %s)", (ver, sha(up)))
        conn.commit()
        print(f"applied {up.name}")


def cmd_down(conn, a):
    done = sorted(applied(conn), reverse=True)[: a.steps]
    by_ver = {v: d for v, _, d in files()}
    for ver in done:
        with conn.transaction():
            conn.execute(by_ver[ver].read_text())
            conn.execute("delete from schema_migrations where version = %s", (ver,))
        print(f"reverted {ver}")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    p = sp.add_parser("new"); p.add_argument("name")
    sp.add_parser("status")
    p = sp.add_parser("up"); p.add_argument("--to")
    p = sp.add_parser("down"); p.add_argument("--steps", type=int, default=1)
    a = ap.parse_args()
    if a.cmd == "new":
        return cmd_new(a)
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        ensure_history(conn)
        session_guard(conn)
        {"status": cmd_status, "up": cmd_up, "down": cmd_down}[a.cmd](conn, a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
