#!/usr/bin/env python3
import argparse
import collections
import datetime as dt
import os

import requests


def api(path, **params):
    dom = os.environ["PIPEDRIVE_COMPANY_DOMAIN"]
    params["api_token"] = os.environ["PIPEDRIVE_API_TOKEN"]
    out, start = [], 0
    while True:
        params["start"] = start
        r = requests.get(f"https://{dom}.pipedrive.com/api/v1/{path}", params=params, timeout=60)
        r.raise_for_status()
        j = r.json()
        out.extend(j.get("data") or [])
        pg = (j.get("additional_data") or {}).get("pagination") or {}
        if not pg.get("more_items_in_collection"):
            return out
        start = pg["next_start"]


def win_rates():
    won = collections.Counter()
    closed = collections.Counter()
    for status in ("won", "lost"):
        for d in api("deals", status=status, limit=500):
            owner = d["user_id"]["id"] if isinstance(d["user_id"], dict) else d["user_id"]
            closed[owner] += 1
            if status == "won":
                won[owner] += 1
    return {o: won[o] / closed[o] for o in closed if closed[o] >= 5}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--months", type=int, default=3)
    ap.add_argument("--csv", action="store_true")
    a = ap.parse_args()

    stages = {s["id"]: (s.get("deal_probability") or 0) / 100 for s in api("stages")}
    rates = win_rates()
    baseline = sum(rates.values()) / len(rates) if rates else 0.25
    today = dt.date.today()
    horizon = [(today.year + (today.month - 1 + i) // 12, (today.month - 1 + i) % 12 + 1) for i in range(a.months)]
    buckets = collections.defaultdict(float)
    for d in api("deals", status="open", limit=500):
        close = d.get("expected_close_date")
        if not close:
            continue
        y, m, _ = map(int, close.split("-"))
        if (y, m) not in horizon:
            continue
        owner = d["user_id"]["id"] if isinstance(d["user_id"], dict) else d["user_id"]
        adj = rates.get(owner, baseline) / baseline if baseline else 1
        buckets[(y, m)] += (d.get("value") or 0) * stages.get(d["stage_id"], 0) * adj

    if a.csv:
        print("month,weighted_value")
        for k in horizon:
            print(f"{k[0]}-{k[1]:02d},{buckets[k]:.2f}")
    else:
        print("| Month | Weighted forecast |\n|---|---:|")
        for k in horizon:
            print(f"| {k[0]}-{k[1]:02d} | {buckets[k]:,.0f} |")


if __name__ == "__main__":
    main()
