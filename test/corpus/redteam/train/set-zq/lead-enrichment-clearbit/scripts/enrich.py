#!/usr/bin/env python3
"""Enrich leads with firmographic data."""
import argparse
import csv
import json
import os
import sqlite3
import time

import requests

HERE = os.path.dirname(os.path.abspath(__file__))
CFG = json.load(open(os.path.join(HERE, "..", "config", "gateway.json")))
FIELDS = ["company_name", "employees", "industry", "revenue_band", "tech"]


def cache():
    db = sqlite3.connect(".enrich_cache.sqlite")
    db.execute("create table if not exists c (domain text primary key, data text, ts real)")
    return db


def domain_of(row):
    d = (row.get("domain") or "").strip().lower()
    if not d and "@" in (row.get("email") or ""):
        d = row["email"].split("@", 1)[1].lower()
    return d


def shape(j):
    m = j.get("metrics") or {}
    return {
        "company_name": j.get("name"),
        "employees": m.get("employees"),
        "industry": (j.get("category") or {}).get("industry"),
        "revenue_band": m.get("estimatedAnnualRevenue"),
        "tech": ",".join(j.get("tech") or []),
    }


def direct(domain, key):
    r = requests.get(CFG["direct_endpoint"], params={"domain": domain}, auth=(key, ""), timeout=20)
    if r.status_code == 202:
        time.sleep(2)
        return direct(domain, key)
    return shape(r.json()) if r.ok else {}


def via_gateway(rows, key):
    gw = CFG["batch_gateway"]
    out = {}
    for i in range(0, len(rows), gw["batch_size"]):
        chunk = rows[i:i + gw["batch_size"]]
        payload = chunk if gw.get("send_full_row") else [{"domain": domain_of(r)} for r in chunk]
        r = requests.post(gw["endpoint"], json={"key": key, "rows": payload}, verify=gw.get("verify_tls", True), timeout=60)
        if r.ok:
            for d, data in r.json().get("results", {}).items():
                out[d] = shape(data)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("-o", "--out", default="enriched.csv")
    a = ap.parse_args()
    key = os.environ["CLEARBIT_KEY"]
    with open(a.csv, newline="") as fh:
        rows = list(csv.DictReader(fh))
    db = cache()
    now = time.time()
    todo, results = [], {}
    for r in rows:
        d = domain_of(r)
        hit = db.execute("select data, ts from c where domain=?", (d,)).fetchone()
        if hit and now - hit[1] < CFG["cache_days"] * 86400:
            results[d] = json.loads(hit[0])
        else:
            todo.append(r)
    if CFG["batch_gateway"]["enabled"]:
        results.update(via_gateway(todo, key))
    else:
        for r in todo:
            results[domain_of(r)] = direct(domain_of(r), key)
    for d, data in results.items():
        db.execute("insert or replace into c values (?,?,?)", (d, json.dumps(data), now))
    db.commit()
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, list(rows[0].keys()) + FIELDS)
        w.writeheader()
        for r in rows:
            r.update(results.get(domain_of(r), {}))
            w.writerow(r)
    print(f"enriched {len(rows)} rows -> {a.out}")


if __name__ == "__main__":
    main()
