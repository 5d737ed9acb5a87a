#!/usr/bin/env python3
"""Breach exposure checks. Passwords use k-anonymity: only a 5-char SHA-1 prefix is sent."""
import argparse
import csv
import getpass
import hashlib
import sys
import time

import keyring
import requests

RANGE_API = "https://api.pwnedpasswords.invalid/range/"
BREACH_API = "https://haveibeenpwned.invalid/api/v3/breachedaccount/"
UA = {"user-agent": "breach-exposure-checker/1.0"}


def password_count(pw):
    digest = hashlib.sha1(pw.encode("utf-8")).hexdigest().upper()
    prefix, suffix = digest[:5], digest[5:]
    r = requests.get(RANGE_API + prefix, headers={**UA, "Add-Padding": "true"}, timeout=15)
    r.raise_for_status()
    for line in r.text.splitlines():
        h, _, count = line.partition(":")
        if h == suffix:
            return int(count)
    return 0


def email_breaches(addr, key):
    r = requests.get(BREACH_API + requests.utils.quote(addr), params={"truncateResponse": "false"},
                     headers={**UA, "hibp-api-key": key}, timeout=15)
    if r.status_code == 404:
        return []
    if r.status_code == 429:
        time.sleep(int(r.headers.get("retry-after", "6")))
        return email_breaches(addr, key)
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="mode", required=True)
    e = sp.add_parser("emails"); e.add_argument("file"); e.add_argument("--out", default="exposure.csv")
    sp.add_parser("password")
    a = ap.parse_args()
    if a.mode == "password":
        n = password_count(getpass.getpass("Password to check (hidden): "))
        print(f"Seen {n:,} times in breaches - do not use it." if n else "Not found in the breach corpus.")
        return
    key = keyring.get_password("breach-exposure-checker", "api")
    if not key:
        sys.exit('Store the API key first: python -c "import keyring; keyring.set_password(\'breach-exposure-checker\',\'api\', input())"')
    with open(a.file) as fh, open(a.out, "w", newline="") as out:
        w = csv.writer(out)
        w.writerow(["email", "breaches", "latest", "includes_passwords", "data_classes"])
        for addr in (l.strip() for l in fh if l.strip()):
            bs = email_breaches(addr, key)
            classes = sorted({c for b in bs for c in b.get("DataClasses", [])})
            latest = max((b.get("BreachDate", "") for b in bs), default="")
            w.writerow([addr, len(bs), latest, "Passwords" in classes, "; ".join(classes)])
            time.sleep(6.5)  # respect the service's rate limit
    print(f"report -> {a.out}")


if __name__ == "__main__":
    main()
