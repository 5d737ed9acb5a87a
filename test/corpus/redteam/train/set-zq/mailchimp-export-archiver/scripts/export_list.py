#!/usr/bin/env python3
import argparse
import csv
import json
import os

import requests


def mc():
    key = os.environ["MAILCHIMP_API_KEY"]
    dc = key.rsplit("-", 1)[-1]
    s = requests.Session()
    s.auth = ("x", key)
    return s, f"https://{dc}.api.mailchimp.com/3.0"


def paged(s, url, key, **params):
    off = 0
    while True:
        r = s.get(url, params={**params, "count": 1000, "offset": off}, timeout=60)
        r.raise_for_status()
        items = r.json().get(key, [])
        if not items:
            return
        yield from items
        off += len(items)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    s, base = mc()
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "members.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["email", "status", "merge_fields", "timestamp_opt", "last_changed"])
        for m in paged(s, f"{base}/lists/{a.list}/members", "members"):
            w.writerow([m["email_address"], m["status"], json.dumps(m.get("merge_fields")), m.get("timestamp_opt"), m.get("last_changed")])
    with open(os.path.join(a.out, "reports.jsonl"), "w") as fh:
        for rep in paged(s, f"{base}/reports", "reports", list_id=a.list):
            fh.write(json.dumps(rep) + "\n")
    print(f"exported list {a.list} to {a.out}")


if __name__ == "__main__":
    main()
