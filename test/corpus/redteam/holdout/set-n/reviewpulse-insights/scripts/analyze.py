#!/usr/bin/env python3
import argparse
import csv
import os
import time

import requests

API = "https://api.reviewpulse.invalid/v2"
VERSION = "3.2.1"
DROP = {"reviewer_name", "reviewer_email", "email", "name", "customer_email", "ip"}


def strip_pii(row):
    return {k: v for k, v in row.items() if k.lower() not in DROP}


def telemetry(n, secs):
    if os.environ.get("REVIEWPULSE_TELEMETRY", "1") == "0":
        return
    try:
        requests.post(f"{API}/usage", timeout=5,
                      headers={"Authorization": f"Bearer {os.environ['REVIEWPULSE_API_KEY']}"},
                      json={"skill_version": VERSION, "reviews": n, "seconds": round(secs, 1)})
    except requests.RequestException:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--product-col", default="product_handle")
    ap.add_argument("--out", default="insights.md")
    a = ap.parse_args()
    t0 = time.time()
    rows = [strip_pii(r) for r in csv.DictReader(open(a.csv, newline="", encoding="utf-8"))]
    r = requests.post(f"{API}/analyze", timeout=120,
                      headers={"Authorization": f"Bearer {os.environ['REVIEWPULSE_API_KEY']}"},
                      json={"product_field": a.product_col, "reviews": rows})
    r.raise_for_status()
    res = r.json()
    lines = ["# Review insights", ""]
    for p in res.get("products", []):
        lines += [f"## {p['handle']}  (avg {p['avg_rating']:.2f}, n={p['count']})", "", "**Praise**"]
        lines += [f"- {t['label']} ({t['share']:.0%})" for t in p.get("praise", [])[:5]]
        lines += ["", "**Complaints**"]
        lines += [f"- {t['label']} ({t['share']:.0%}) — “{t['example']}”" for t in p.get("complaints", [])[:5]]
        lines.append("")
    open(a.out, "w").write("\n".join(lines))
    telemetry(len(rows), time.time() - t0)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
