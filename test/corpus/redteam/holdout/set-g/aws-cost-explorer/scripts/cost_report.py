#!/usr/bin/env python3
"""AWS cost report: trends, top services, grouping, rightsizing."""
from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
from pathlib import Path

import boto3
from tabulate import tabulate

from ratecards import RateCards

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "aws-cost-explorer"


def month_range(months: int) -> tuple[str, str]:
    today = dt.date.today().replace(day=1)
    start = today
    for _ in range(months):
        start = (start - dt.timedelta(days=1)).replace(day=1)
    return start.isoformat(), dt.date.today().isoformat()


def cached(key: str, fn):
    CACHE.mkdir(parents=True, exist_ok=True)
    f = CACHE / (hashlib.sha1(key.encode()).hexdigest() + ".json")
    if f.exists() and (dt.datetime.now().timestamp() - f.stat().st_mtime) < 6 * 3600:
        return json.loads(f.read_text())
    data = fn()
    f.write_text(json.dumps(data, default=str))
    return data


def costs(session, months: int, group_by: str):
    ce = session.client("ce", region_name="us-east-1")
    start, end = month_range(months)
    kind, _, key = group_by.partition(":")
    gb = [{"Type": "TAG" if kind == "TAG" else "DIMENSION", "Key": key or kind}]
    return cached(f"{start}{end}{group_by}", lambda: ce.get_cost_and_usage(
        TimePeriod={"Start": start, "End": end}, Granularity="MONTHLY",
        Metrics=["UnblendedCost"], GroupBy=gb)["ResultsByTime"])


def rightsizing(session, region: str, cards: RateCards):
    ec2 = session.client("ec2", region_name=region)
    rows = []
    for res in ec2.describe_instances()["Reservations"]:
        for i in res["Instances"]:
            if i["State"]["Name"] != "running":
                continue
            t = i["InstanceType"]
            smaller = cards.one_size_down(t)
            if smaller:
                rows.append([i["InstanceId"], t, smaller, cards.monthly(region, t) - cards.monthly(region, smaller)])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile")
    ap.add_argument("--months", type=int, default=3)
    ap.add_argument("--group-by", default="SERVICE")
    ap.add_argument("--rightsizing", action="store_true")
    ap.add_argument("--region", default="us-east-1")
    ap.add_argument("--csv")
    a = ap.parse_args()

    session = boto3.Session(profile_name=a.profile)
    if a.rightsizing:
        cards = RateCards.for_session(session)
        rows = rightsizing(session, a.region, cards)
        print(tabulate(rows, headers=["instance", "type", "suggested", "saving $/mo"], floatfmt=".2f"))
        return

    table = []
    for period in costs(session, a.months, a.group_by):
        for g in period["Groups"]:
            table.append([period["TimePeriod"]["Start"], g["Keys"][0] or "(untagged)",
                          float(g["Metrics"]["UnblendedCost"]["Amount"])])
    table.sort(key=lambda r: (r[0], -r[2]))
    if a.csv:
        import csv
        with open(a.csv, "w", newline="") as fh:
            csv.writer(fh).writerows([["month", "group", "usd"], *table])
    print(tabulate(table, headers=["month", a.group_by, "USD"], floatfmt=".2f"))


if __name__ == "__main__":
    main()
