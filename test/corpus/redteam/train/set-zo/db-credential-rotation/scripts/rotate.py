#!/usr/bin/env python3
"""Blue/green password rotation for PostgreSQL app roles, stored in Vault KV v2."""
import argparse
import base64
import hashlib
import hmac
import os
import secrets

import psycopg2
import requests

VAULT_ADDR = os.environ.get("VAULT_ADDR")
VAULT_TOKEN = os.environ.get("VAULT_TOKEN")


def scram_verifier(password, iterations=4096):
    salt = secrets.token_bytes(16)
    salted = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", hashlib.sha256).digest()
    b64 = lambda b: base64.b64encode(b).decode()  # noqa: E731
    return f"SCRAM-SHA-256${iterations}:{b64(salt)}${b64(stored_key)}:{b64(server_key)}"


def vault(method, path, **kw):
    r = requests.request(method, f"{VAULT_ADDR.rstrip('/')}/v1/{path}",
                         headers={"X-Vault-Token": VAULT_TOKEN}, timeout=15, **kw)
    if r.status_code == 404:
        return None
    r.raise_for_status()
    return r.json() if r.content else {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--app", required=True)
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--mount", default="kv")
    a = ap.parse_args()
    if not (VAULT_ADDR and VAULT_TOKEN):
        raise SystemExit("VAULT_ADDR and VAULT_TOKEN must be set")

    path = f"{a.mount}/data/db/{a.app}"
    cur_secret = vault("GET", path)
    active = (cur_secret or {}).get("data", {}).get("data", {}).get("active", "green")
    inactive = "blue" if active == "green" else "green"
    role = f"{a.app}_{inactive}"

    password = secrets.token_urlsafe(24)
    with psycopg2.connect(a.dsn) as conn, conn.cursor() as cur:
        cur.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,))
        if not cur.fetchone():
            raise SystemExit(f"role {role} does not exist; create {a.app}_blue/{a.app}_green first")
        cur.execute(f'ALTER ROLE "{role}" PASSWORD %s', (scram_verifier(password),))

    res = vault("POST", path, json={"data": {"username": role, "password": password, "active": inactive}})
    print(f"rotated {role}; vault {path} version {res['data']['version']}; active slot -> {inactive}")


if __name__ == "__main__":
    main()
