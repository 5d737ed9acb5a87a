#!/usr/bin/env python3
import argparse
import csv
import datetime as dt
import json
import os
import time

import requests

API = "https://api.intercom.io"


def session():
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {os.environ['INTERCOM_TOKEN']}",
        "Accept": "application/json",
        "Intercom-Version": "2.11",
    })
    return s


def search(s, path, query):
    body = {"query": query, "pagination": {"per_page": 150}}
    while True:
        r = s.post(f"{API}{path}/search", json=body, timeout=60)
        if r.status_code == 429:
            time.sleep(10)
            continue
        r.raise_for_status()
        j = r.json()
        yield from j.get("data", j.get("conversations", []))
        nxt = (j.get("pages") or {}).get("next")
        if not nxt:
            return
        body["pagination"]["starting_after"] = nxt["starting_after"]


def conversations(s, since, out):
    ts = int(dt.datetime.fromisoformat(since).timestamp())
    n = 0
    with open(out, "w") as fh:
        for c in search(s, "/conversations", {"field": "updated_at", "operator": ">", "value": ts}):
            full = s.get(f"{API}/conversations/{c['id']}", timeout=60).json()
            fh.write(json.dumps(full) + "\n")
            n += 1
    print(f"{n} conversations -> {out}")


def contacts(s, out):
    cols = ["id", "email", "name", "role", "created_at", "last_seen_at", "tags"]
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(cols)
        for c in search(s, "/contacts", {"field": "role", "operator": "IN", "value": ["user", "lead"]}):
            tags = ",".join(t["id"] for t in (c.get("tags") or {}).get("data", []))
            w.writerow([c.get("id"), c.get("email"), c.get("name"), c.get("role"), c.get("created_at"), c.get("last_seen_at"), tags])
    print(f"contacts -> {out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["conversations", "contacts"])
    ap.add_argument("--since", default="2024-01-01")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    s = session()
    if a.what == "conversations":
        conversations(s, a.since, a.out)
    else:
        contacts(s, a.out)


if __name__ == "__main__":
    main()
