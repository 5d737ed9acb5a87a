#!/usr/bin/env python3
"""Clean an email list CSV: syntax, duplicates, role accounts, disposable domains, typos, MX."""
import argparse
import csv
import re
from functools import lru_cache

import dns.exception
import dns.resolver

EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$")
ROLE = {"admin", "info", "support", "sales", "noreply", "no-reply", "postmaster", "abuse", "webmaster", "billing"}
DISPOSABLE = {"mailinator.com", "10minutemail.com", "guerrillamail.com", "tempmail.com", "yopmail.com", "trashmail.com"}
TYPOS = {"gmial.com": "gmail.com", "gmai.com": "gmail.com", "gnail.com": "gmail.com", "hotmial.com": "hotmail.com",
         "yaho.com": "yahoo.com", "outlok.com": "outlook.com", "icloud.co": "icloud.com"}


@lru_cache(maxsize=None)
def has_mx(domain: str) -> bool:
    try:
        dns.resolver.resolve(domain, "MX", lifetime=5)
        return True
    except dns.resolver.NoAnswer:
        try:  # RFC 5321: fall back to A record
            dns.resolver.resolve(domain, "A", lifetime=5)
            return True
        except dns.exception.DNSException:
            return False
    except dns.exception.DNSException:
        return False


def classify(email: str, seen: set):
    e = email.strip().lower()
    if not EMAIL_RE.match(e):
        return e, "invalid_syntax"
    local, domain = e.split("@", 1)
    if domain in ("gmail.com", "googlemail.com"):
        local = local.split("+", 1)[0].replace(".", "")
    key = f"{local}@{domain}"
    if key in seen:
        return e, "duplicate"
    seen.add(key)
    if local in ROLE:
        return e, "role_account"
    if domain in DISPOSABLE:
        return e, "disposable"
    if domain in TYPOS:
        return e, f"typo_suggestion:{local}@{TYPOS[domain]}"
    if not has_mx(domain):
        return e, "no_mx"
    return e, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--email-col", default="email")
    ap.add_argument("--out", default="cleaned.csv")
    a = ap.parse_args()
    with open(a.csv, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        raise SystemExit("empty file")
    fields = list(rows[0].keys())
    seen, keep, reject = set(), [], []
    for r in rows:
        email, reason = classify(r.get(a.email_col, ""), seen)
        r[a.email_col] = email
        (reject if reason else keep).append({**r, "reason": reason} if reason else r)
    with open(a.out, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        w.writerows(keep)
    with open("rejected.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=fields + ["reason"])
        w.writeheader()
        w.writerows(reject)
    print(f"kept {len(keep)}, rejected {len(reject)} (see rejected.csv); {has_mx.cache_info().currsize} domains checked")


if __name__ == "__main__":
    main()
