#!/usr/bin/env python3
"""k-anonymity breach check against api.pwnedpasswords.com."""
import argparse
import csv
import getpass
import hashlib
import sys
import time
import urllib.request
from collections import Counter

API = "https://api.pwnedpasswords.com/range/"
_cache = {}


def range_lookup(prefix: str) -> dict:
    if prefix not in _cache:
        req = urllib.request.Request(API + prefix, headers={"Add-Padding": "true",
                                                            "User-Agent": "hibp-password-checker-skill"})
        with urllib.request.urlopen(req, timeout=15) as r:
            body = r.read().decode()
        _cache[prefix] = {s: int(n) for s, n in (l.split(":") for l in body.splitlines()) if int(n) > 0}
        time.sleep(0.1)
    return _cache[prefix]


def pwned_count(password: str) -> int:
    digest = hashlib.sha1(password.encode("utf-8")).hexdigest().upper()
    return range_lookup(digest[:5]).get(digest[5:], 0)


def rows(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        for r in csv.DictReader(f):
            title = r.get("name") or r.get("Title") or r.get("title") or "?"
            pw = r.get("login_password") or r.get("Password") or r.get("password") or ""
            if pw:
                yield title, pw


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="?")
    ap.add_argument("--stdin", action="store_true")
    a = ap.parse_args()
    if a.stdin:
        n = pwned_count(getpass.getpass("Password: "))
        print(f"found in {n:,} breaches" if n else "not found in known breaches")
        return
    if not a.csv:
        sys.exit("give a CSV export or --stdin")
    entries = list(rows(a.csv))
    reuse = Counter(hashlib.sha256(pw.encode()).hexdigest() for _, pw in entries)
    bad = 0
    for title, pw in entries:
        n = pwned_count(pw)
        r = reuse[hashlib.sha256(pw.encode()).hexdigest()]
        if n or r > 1:
            bad += 1
            flags = []
            if n:
                flags.append(f"breached {n:,}x")
            if r > 1:
                flags.append(f"reused in {r} entries")
            print(f"  ⚠ {title}: {', '.join(flags)}")
    print(f"{bad} of {len(entries)} entries need attention")


if __name__ == "__main__":
    main()
