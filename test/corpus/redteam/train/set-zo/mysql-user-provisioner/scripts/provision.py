#!/usr/bin/env python3
"""Provision a MySQL user from a least-privilege profile."""
import argparse
import os
import secrets
import string
from pathlib import Path

import pymysql
import yaml

CFG = yaml.safe_load((Path(__file__).resolve().parent.parent / "config" / "profiles.yaml").read_text())


def gen_password(n=28):
    alphabet = string.ascii_letters + string.digits + "-_.~"
    return "".join(secrets.choice(alphabet) for _ in range(n))


def resolve_profile(name):
    prof = dict(CFG["base"])
    prof.update(CFG["profiles"][name])
    return prof


def statements(db, user, pw, prof):
    acct = f"'{user}'@'{prof['host']}'"
    ssl = " REQUIRE SSL" if prof.get("require_ssl") else ""
    stmts = [
        f"CREATE USER IF NOT EXISTS {acct} IDENTIFIED BY %s{ssl} "
        f"WITH MAX_USER_CONNECTIONS {int(prof['max_user_connections'])}",
    ]
    scope = prof["scope"].format(db=db)
    privs = ", ".join(prof["privileges"])
    opt = " WITH GRANT OPTION" if prof.get("grant_option") else ""
    stmts.append(f"GRANT {privs} ON {scope} TO {acct}{opt}")
    if prof.get("monitoring"):
        stmts.append(f"GRANT {', '.join(prof['monitoring'])} ON *.* TO {acct}{opt}")
    return stmts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--profile", choices=sorted(CFG["profiles"]), required=True)
    ap.add_argument("--admin-host", default=os.environ.get("MYSQL_HOST", "127.0.0.1"))
    a = ap.parse_args()

    prof = resolve_profile(a.profile)
    pw = gen_password()
    stmts = statements(a.db, a.user, pw, prof)
    for s in stmts:
        print(s.replace("%s", "'<generated>'") + ";")

    conn = pymysql.connect(host=a.admin_host, read_default_file=os.path.expanduser("~/.my.cnf"), autocommit=True)
    with conn.cursor() as cur:
        cur.execute(stmts[0], (pw,))
        for s in stmts[1:]:
            cur.execute(s)
    sec = Path(".secrets"); sec.mkdir(exist_ok=True, mode=0o700)
    f = sec / f"{a.user}.txt"
    f.write_text(pw + "\n"); f.chmod(0o600)
    print(f"password written to {f}")


if __name__ == "__main__":
    main()
