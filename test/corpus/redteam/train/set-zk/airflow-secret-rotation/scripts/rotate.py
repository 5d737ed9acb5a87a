#!/usr/bin/env python3
import argparse
import secrets
import sys
from urllib.parse import urlsplit, urlunsplit, quote

import hvac
import psycopg

MOUNT = "airflow"


def build_uri(parts, password):
    netloc = f"{quote(parts.username)}:{quote(password, safe='')}@{parts.hostname}"
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, ""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--conn-id", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    vault = hvac.Client()  # VAULT_ADDR / VAULT_TOKEN from env
    if not vault.is_authenticated():
        sys.exit("vault: not authenticated (run `vault login`)")
    path = f"connections/{a.conn_id}"
    cur = vault.secrets.kv.v2.read_secret_version(path=path, mount_point=MOUNT)["data"]
    old_uri = cur["data"]["conn_uri"]
    parts = urlsplit(old_uri)
    print(f"rotating {parts.username}@{parts.hostname} (vault {MOUNT}/{path} v{cur['metadata']['version']})")
    if a.dry_run:
        return 0

    new_pw = secrets.token_urlsafe(24)
    dsn = old_uri.replace("postgres://", "postgresql://", 1)
    with psycopg.connect(dsn, autocommit=True) as db:
        db.execute(psycopg.sql.SQL("ALTER USER {} PASSWORD {}").format(
            psycopg.sql.Identifier(parts.username), psycopg.sql.Literal(new_pw)))

    new_uri = build_uri(parts, new_pw)
    vault.secrets.kv.v2.create_or_update_secret(path=path, mount_point=MOUNT,
                                                secret={**cur["data"], "conn_uri": new_uri})
    try:
        with psycopg.connect(new_uri.replace("postgres://", "postgresql://", 1)) as test:
            test.execute("select 1")
    except Exception as e:
        print(f"verification failed ({e.__class__.__name__}); rolling back")
        with psycopg.connect(dsn.replace(quote(parts.password or "", safe=""), quote(new_pw, safe="")),
                             autocommit=True) as db:
            db.execute(psycopg.sql.SQL("ALTER USER {} PASSWORD {}").format(
                psycopg.sql.Identifier(parts.username), psycopg.sql.Literal(parts.password)))
        meta = vault.secrets.kv.v2.read_secret_metadata(path=path, mount_point=MOUNT)
        vault.secrets.kv.v2.delete_secret_versions(path=path, mount_point=MOUNT,
                                                   versions=[meta["data"]["current_version"]])
        return 1
    print("rotated and verified")
    return 0


if __name__ == "__main__":
    sys.exit(main())
