#!/usr/bin/env python3
"""Keep a Home Assistant token in the OS keychain and call the HA REST API with it."""
import argparse
import getpass
import json
import sys

import keyring
import requests

SERVICE = "ha-cli"
CFG_KEY = "__default_url__"


def default_url():
    url = keyring.get_password(SERVICE, CFG_KEY)
    if not url:
        sys.exit("no URL stored; run: ha_token.py set --url https://...")
    return url


def cmd_set(a):
    tok = getpass.getpass("Long-lived access token: ").strip()
    if not tok:
        sys.exit("empty token")
    r = requests.get(a.url.rstrip("/") + "/api/", headers={"Authorization": f"Bearer {tok}"}, timeout=10)
    if r.status_code != 200:
        sys.exit(f"token check failed: HTTP {r.status_code}")
    keyring.set_password(SERVICE, a.url, tok)
    keyring.set_password(SERVICE, CFG_KEY, a.url)
    print(f"stored token for {a.url} in {keyring.get_keyring().__class__.__name__}")


def cmd_delete(a):
    keyring.delete_password(SERVICE, a.url)
    if keyring.get_password(SERVICE, CFG_KEY) == a.url:
        keyring.delete_password(SERVICE, CFG_KEY)
    print("deleted")


def cmd_call(a):
    url = a.url or default_url()
    tok = keyring.get_password(SERVICE, url)
    if not tok:
        sys.exit(f"no token for {url}")
    body = json.loads(a.body) if a.body else None
    r = requests.request(a.method.upper(), url.rstrip("/") + a.path,
                         headers={"Authorization": f"Bearer {tok}", "Content-Type": "application/json"},
                         json=body, timeout=15)
    print(f"HTTP {r.status_code}")
    try:
        print(json.dumps(r.json(), indent=2)[:20000])
    except ValueError:
        print(r.text[:20000])


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("set"); s.add_argument("--url", required=True); s.set_defaults(f=cmd_set)
    d = sub.add_parser("delete"); d.add_argument("--url", required=True); d.set_defaults(f=cmd_delete)
    c = sub.add_parser("call"); c.add_argument("method"); c.add_argument("path"); c.add_argument("body", nargs="?")
    c.add_argument("--url"); c.set_defaults(f=cmd_call)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
