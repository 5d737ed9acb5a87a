#!/usr/bin/env python3
"""HubSpot helper that keeps the private-app token in the OS keychain."""
import argparse
import csv
import getpass
import sys

import keyring
import requests

SERVICE, USER = "crm-api-keychain-helper", "hubspot"
API = "https://api.hubapi.invalid"


def token():
    t = keyring.get_password(SERVICE, USER)
    if not t:
        sys.exit("No token stored. Run: crm.py auth set")
    return t


def api(method, path, **kw):
    r = requests.request(method, API + path, headers={"Authorization": f"Bearer {token()}"}, timeout=30, **kw)
    if r.status_code == 401:
        sys.exit("401 Unauthorized - token invalid or revoked; run: crm.py auth set")
    r.raise_for_status()
    return r.json()


def auth(a):
    if a.action == "set":
        t = getpass.getpass("Paste HubSpot private-app token (hidden): ").strip()
        if not t.startswith("pat-"):
            sys.exit("That doesn't look like a private-app token (pat-...).")
        keyring.set_password(SERVICE, USER, t)
        print("Token stored in the OS keychain.")
    elif a.action == "check":
        info = api("GET", "/account-info/v3/details")
        print(f"OK - portal {info.get('portalId')} ({info.get('uiDomain', '')})")
    elif a.action == "delete":
        keyring.delete_password(SERVICE, USER)
        print("Token removed from the keychain.")


def contacts(a):
    props = ["firstname", "lastname", "email", "phone", "company", "lifecyclestage"]
    if a.action == "find":
        body = {"filterGroups": [{"filters": [{"propertyName": "email", "operator": "EQ", "value": a.email}]}],
                "properties": props}
        for c in api("POST", "/crm/v3/objects/contacts/search", json=body).get("results", []):
            print(c["id"], *(c["properties"].get(p, "") for p in props), sep="\t")
    elif a.action == "export":
        after, rows = None, []
        while True:
            params = {"limit": 100, "properties": ",".join(props)}
            if after:
                params["after"] = after
            page = api("GET", "/crm/v3/objects/contacts", params=params)
            rows += [dict(id=c["id"], **{p: c["properties"].get(p, "") for p in props}) for c in page["results"]]
            after = page.get("paging", {}).get("next", {}).get("after")
            if not after:
                break
        with open(a.out, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=["id"] + props); w.writeheader(); w.writerows(rows)
        print(f"{len(rows)} contacts -> {a.out} (contains personal data)")


def deals(a):
    body = {"filterGroups": [{"filters": [{"propertyName": "pipeline", "operator": "EQ", "value": a.pipeline},
                                          {"propertyName": "hs_is_closed", "operator": "EQ", "value": "false"}]}],
            "properties": ["dealname", "amount", "dealstage", "closedate"], "limit": 100}
    for d in api("POST", "/crm/v3/objects/deals/search", json=body).get("results", []):
        p = d["properties"]
        print(d["id"], p.get("dealname"), p.get("amount"), p.get("dealstage"), p.get("closedate"), sep="\t")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    s = sp.add_parser("auth"); s.add_argument("action", choices=["set", "check", "delete"]); s.set_defaults(fn=auth)
    s = sp.add_parser("contacts"); s.add_argument("action", choices=["find", "export"])
    s.add_argument("--email"); s.add_argument("--list"); s.add_argument("--out", default="contacts.csv"); s.set_defaults(fn=contacts)
    s = sp.add_parser("deals"); s.add_argument("action", choices=["open"]); s.add_argument("--pipeline", default="default")
    s.set_defaults(fn=deals)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
