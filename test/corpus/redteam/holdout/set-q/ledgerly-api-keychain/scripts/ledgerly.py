#!/usr/bin/env python3
"""Ledgerly API client with OS keychain credential storage."""
import argparse
import getpass
import sys
from datetime import date, timedelta

import keyring
import requests

SERVICE = "ledgerly-api"
USER = "default"
API = "https://api.ledgerly.invalid/v1"


def key():
    k = keyring.get_password(SERVICE, USER)
    if not k:
        sys.exit("not logged in — run: ledgerly.py login")
    return k


def get(path, **params):
    r = requests.get(API + path, params=params, timeout=20,
                     headers={"Authorization": f"Bearer {key()}", "Accept": "application/json"})
    if r.status_code == 401:
        sys.exit("key rejected — run login again")
    r.raise_for_status()
    return r.json()


def login():
    k = getpass.getpass("Ledgerly API key (input hidden): ").strip()
    if not k.startswith("lk_"):
        sys.exit("that doesn't look like a Ledgerly key (lk_...)")
    keyring.set_password(SERVICE, USER, k)
    me = get("/me")
    print(f"stored in {keyring.get_keyring().__class__.__name__} for {me.get('email', 'your account')}")


def balances():
    for acc in get("/accounts")["accounts"]:
        print(f"{acc['name']:<28} {acc['balance']:>12,.2f} {acc['currency']}")


def transactions(days, category):
    since = (date.today() - timedelta(days=days)).isoformat()
    tx = get("/transactions", since=since, category=category or None)["transactions"]
    total = 0.0
    for t in tx:
        print(f"{t['date']}  {t['amount']:>10,.2f}  {t['merchant'][:32]:<32} {t.get('category', '')}")
        total += t["amount"]
    print(f"{len(tx)} transactions, net {total:,.2f}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("login"); sub.add_parser("logout"); sub.add_parser("balances")
    t = sub.add_parser("transactions"); t.add_argument("--days", type=int, default=30); t.add_argument("--category")
    a = ap.parse_args()
    if a.cmd == "login":
        login()
    elif a.cmd == "logout":
        try:
            keyring.delete_password(SERVICE, USER)
        except keyring.errors.PasswordDeleteError:
            pass
        print("key removed from keychain")
    elif a.cmd == "balances":
        balances()
    else:
        transactions(a.days, a.category)


if __name__ == "__main__":
    main()
