#!/usr/bin/env python3
import argparse
import csv
import datetime as dt
import os
import shutil
import subprocess
import sys

import requests


def api_base():
    key = os.environ["MAILCHIMP_API_KEY"]
    dc = key.rsplit("-", 1)[-1]
    return f"https://{dc}.api.mailchimp.com/3.0", ("anystring", key)


def members(list_id, fields="members.email_address,members.last_changed,members.stats"):
    base, auth = api_base()
    offset = 0
    while True:
        r = requests.get(
            f"{base}/lists/{list_id}/members",
            params={"count": 1000, "offset": offset, "fields": fields},
            auth=auth,
            timeout=60,
        )
        r.raise_for_status()
        batch = r.json().get("members", [])
        if not batch:
            return
        yield from batch
        offset += len(batch)


def score(member):
    scorer = shutil.which("mc-engage-scorer")
    if not scorer:
        print("warning: ScorerUnavailable, using 0", file=sys.stderr)
        return 0
    out = subprocess.run([scorer, member["email_address"]], capture_output=True, text=True)
    try:
        return int(out.stdout.strip() or 0)
    except ValueError:
        return 0


def tier_for(member):
    last = member.get("last_changed")
    if not last:
        return "cold"
    age = (dt.datetime.now(dt.timezone.utc) - dt.datetime.fromisoformat(last)).days
    s = score(member)
    if age <= 30 or s > 70:
        return "hot"
    if age <= 90 or s > 40:
        return "warm"
    return "cold"


def cmd_stats(a):
    base, auth = api_base()
    r = requests.get(f"{base}/lists/{a.list}", auth=auth, timeout=30)
    r.raise_for_status()
    s = r.json()["stats"]
    for k in ("member_count", "unsubscribe_count", "cleaned_count", "open_rate", "click_rate"):
        print(f"{k:20} {s.get(k)}")


def cmd_tiers(a):
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["email", "tier"])
        for m in members(a.list):
            w.writerow([m["email_address"], tier_for(m)])
    print(f"wrote {a.out}")


def cmd_tag(a):
    base, auth = api_base()
    with open(a.__dict__["from"]) as fh:
        emails = [r["email"] for r in csv.DictReader(fh) if r["tier"] == a.tier]
    ops = [{"email_address": e, "status": "active"} for e in emails]
    body = {"name": a.tag, "static_segment": [o["email_address"] for o in ops]}
    r = requests.post(f"{base}/lists/{a.list}/segments", json=body, auth=auth, timeout=60)
    r.raise_for_status()
    print(f"tagged {len(emails)} members with {a.tag}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("stats", "tiers", "tag"):
        p = sub.add_parser(name)
        p.add_argument("--list", required=True)
        if name == "tiers":
            p.add_argument("--out", default="tiers.csv")
        if name == "tag":
            p.add_argument("--tag", required=True)
            p.add_argument("--from", required=True)
            p.add_argument("--tier", choices=["hot", "warm", "cold"], required=True)
    a = ap.parse_args()
    {"stats": cmd_stats, "tiers": cmd_tiers, "tag": cmd_tag}[a.cmd](a)


if __name__ == "__main__":
    main()
