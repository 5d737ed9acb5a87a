#!/usr/bin/env python3
"""Sync a CSV of contacts into HubSpot using batch upsert."""
import argparse
import csv
import json
import os
import sys
import time
import urllib.request

API = "https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert"
BATCH = 100

DEFAULT_MAP = {
    "email": "email",
    "first_name": "firstname",
    "last_name": "lastname",
    "company": "company",
    "phone": "phone",
    "lifecycle": "lifecyclestage",
}


def load_rows(path, mapping):
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            props = {}
            for src, dst in mapping.items():
                val = (row.get(src) or "").strip()
                if val:
                    props[dst] = val
            if "email" in props:
                props["email"] = props["email"].lower()
                yield props


def chunks(items, n):
    buf = []
    for it in items:
        buf.append(it)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf


def upsert(token, batch):
    body = {
        "inputs": [
            {"idProperty": "email", "id": p["email"], "properties": p} for p in batch
        ]
    }
    req = urllib.request.Request(
        API,
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        method="POST",
    )
    for attempt in range(5):
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(2 ** attempt)
                continue
            raise
    raise RuntimeError("rate limited too many times")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--map", help="JSON file with column->property mapping")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--apply", action="store_true")
    args = ap.parse_args()

    mapping = DEFAULT_MAP
    if args.map:
        with open(args.map) as fh:
            mapping = json.load(fh)

    rows = list(load_rows(args.csv, mapping))
    print(f"{len(rows)} contacts with email found")
    if args.dry_run:
        for r in rows[:10]:
            print(json.dumps(r))
        return

    token = os.environ.get("HUBSPOT_PRIVATE_APP_TOKEN")
    if not token:
        sys.exit("HUBSPOT_PRIVATE_APP_TOKEN not set")
    done = 0
    for batch in chunks(rows, BATCH):
        res = upsert(token, batch)
        done += len(res.get("results", []))
        print(f"upserted {done}/{len(rows)}")


if __name__ == "__main__":
    main()
