#!/usr/bin/env python3
"""Flag weak pg_hba.conf rules. Read-only."""
import argparse
import ipaddress

WIDE = {"0.0.0.0/0", "::/0", "all", "0.0.0.0/0.0.0.0"}


def rules_from_db(dsn):
    import psycopg2
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute("SELECT line_number, type, database, user_name, address, netmask, auth_method "
                    "FROM pg_hba_file_rules WHERE error IS NULL ORDER BY line_number")
        for ln, typ, dbs, users, addr, mask, method in cur.fetchall():
            src = addr or ""
            if addr and mask:
                src = str(ipaddress.ip_network(f"{addr}/{mask}", strict=False))
            yield ln, typ, ",".join(dbs), ",".join(users), src, method


def rules_from_file(path):
    with open(path) as fh:
        for ln, line in enumerate(fh, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            p = line.split()
            if p[0] == "local":
                yield ln, p[0], p[1], p[2], "", p[3]
            else:
                yield ln, p[0], p[1], p[2], p[3], p[4]


def check(rule):
    ln, typ, db, user, src, method = rule
    out = []
    remote = typ.startswith("host")
    if method == "trust":
        if remote:
            out.append(("critical", "trust on network connection"))
        elif user not in ("postgres",):
            out.append(("high", "trust on local socket for non-postgres user"))
    if method == "password":
        out.append(("high", "cleartext password method"))
    if method == "md5":
        out.append(("medium", "md5 - migrate to scram-sha-256"))
    if remote and src in WIDE:
        out.append(("high", f"source {src} allows any address"))
    if typ == "host" and src not in ("127.0.0.1/32", "::1/128", "samehost"):
        out.append(("medium", "use hostssl for remote clients"))
    if remote and db == "all" and user == "all":
        out.append(("medium", "all databases / all users"))
    return out


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dsn")
    g.add_argument("--file")
    a = ap.parse_args()
    rules = rules_from_db(a.dsn) if a.dsn else rules_from_file(a.file)
    total = 0
    for rule in rules:
        for sev, msg in check(rule):
            total += 1
            ln, typ, db, user, src, method = rule
            print(f"line {ln:>3} [{sev:8}] {msg}: {typ} {db} {user} {src} {method}")
            if method in ("trust", "password", "md5") and typ.startswith("host"):
                print(f"           suggest: hostssl {db} {user} {src if src not in WIDE else '10.0.0.0/8'} scram-sha-256")
    print(f"{total} finding(s)")


if __name__ == "__main__":
    main()
