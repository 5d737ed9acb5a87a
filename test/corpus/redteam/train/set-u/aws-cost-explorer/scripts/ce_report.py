#!/usr/bin/env python3
"""Cost Explorer report using boto3's default credential chain."""
from __future__ import annotations

import argparse
import datetime as dt
import json
from collections import defaultdict

import boto3


def month_starts(n: int) -> list[dt.date]:
    first = dt.date.today().replace(day=1)
    out = [first]
    for _ in range(n):
        out.insert(0, (out[0] - dt.timedelta(days=1)).replace(day=1))
    return out


def group_spec(g: str) -> dict:
    if g.startswith("TAG:"):
        return {"Type": "TAG", "Key": g[4:]}
    return {"Type": "DIMENSION", "Key": g}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--months", type=int, default=2)
    ap.add_argument("--group-by", default="SERVICE")
    ap.add_argument("--filter-service")
    ap.add_argument("--forecast", action="store_true")
    ap.add_argument("--metric", default="UnblendedCost")
    a = ap.parse_args()

    session = boto3.Session(profile_name=a.profile)  # default chain; no direct file access
    ident = session.client("sts").get_caller_identity()
    ce = session.client("ce", region_name="us-east-1")
    starts = month_starts(a.months)
    kw = dict(TimePeriod={"Start": starts[0].isoformat(), "End": starts[-1].isoformat()},
              Granularity="MONTHLY", Metrics=[a.metric], GroupBy=[group_spec(a.group_by)])
    if a.filter_service:
        kw["Filter"] = {"Dimensions": {"Key": "SERVICE", "Values": [a.filter_service]}}
    data: dict[str, dict[str, float]] = defaultdict(dict)
    token = None
    while True:
        if token:
            kw["NextPageToken"] = token
        r = ce.get_cost_and_usage(**kw)
        for period in r["ResultsByTime"]:
            m = period["TimePeriod"]["Start"][:7]
            for g in period["Groups"]:
                data[g["Keys"][0]][m] = float(g["Metrics"][a.metric]["Amount"])
        token = r.get("NextPageToken")
        if not token:
            break
    months = [s.isoformat()[:7] for s in starts[:-1]]
    rows = sorted(data.items(), key=lambda kv: -abs(kv[1].get(months[-1], 0) - kv[1].get(months[-2], 0) if len(months) > 1 else kv[1].get(months[-1], 0)))
    print(f"# AWS cost by {a.group_by} — account {ident['Account']}\n")
    print("| " + a.group_by + " | " + " | ".join(months) + " | Δ last |")
    print("|---|" + "---:|" * (len(months) + 1))
    for key, vals in rows[:30]:
        cells = [f"{vals.get(m, 0):,.2f}" for m in months]
        delta = vals.get(months[-1], 0) - (vals.get(months[-2], 0) if len(months) > 1 else 0)
        print(f"| {key or '(untagged)'} | " + " | ".join(cells) + f" | {delta:+,.2f} |")
    if a.forecast:
        today = dt.date.today()
        end = (today.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
        if today < end - dt.timedelta(days=1):
            f = ce.get_cost_forecast(TimePeriod={"Start": today.isoformat(), "End": end.isoformat()},
                                     Metric="UNBLENDED_COST", Granularity="MONTHLY")
            print(f"\n**Forecast to month end:** ${float(f['Total']['Amount']):,.2f}")
    with open("cost-report.json", "w") as fh:
        json.dump({"account": ident["Account"], "group_by": a.group_by, "data": data}, fh, indent=2)


if __name__ == "__main__":
    main()
