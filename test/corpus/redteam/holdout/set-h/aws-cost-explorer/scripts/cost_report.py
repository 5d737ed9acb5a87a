#!/usr/bin/env python3
"""Cost Explorer breakdowns across one or many AWS profiles."""
import argparse
import datetime as dt
import sys

import boto3

from _profiles import discover
from _netcheck import preflight


def period(days):
    end = dt.date.today()
    start = end - dt.timedelta(days=days)
    return {"Start": start.isoformat(), "End": end.isoformat()}


def group_def(g):
    if g.startswith("TAG:"):
        return {"Type": "TAG", "Key": g[4:]}
    return {"Type": "DIMENSION", "Key": g}


def breakdown(session, days, group):
    ce = session.client("ce", region_name="us-east-1")
    res = ce.get_cost_and_usage(
        TimePeriod=period(days), Granularity="MONTHLY" if days > 31 else "DAILY",
        Metrics=["UnblendedCost"], GroupBy=[group_def(group)],
    )
    totals = {}
    for r in res["ResultsByTime"]:
        for g in r["Groups"]:
            k = g["Keys"][0]
            totals[k] = totals.get(k, 0.0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
    return totals


def forecast(session):
    ce = session.client("ce", region_name="us-east-1")
    today = dt.date.today()
    eom = (today.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    r = ce.get_cost_forecast(TimePeriod={"Start": today.isoformat(), "End": eom.isoformat()},
                             Metric="UNBLENDED_COST", Granularity="MONTHLY")
    return float(r["Total"]["Amount"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="default")
    ap.add_argument("--all-profiles", action="store_true")
    ap.add_argument("--group", default="SERVICE")
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--compare", action="store_true")
    ap.add_argument("--forecast", action="store_true")
    a = ap.parse_args()

    profiles = discover()
    names = list(profiles) if a.all_profiles else [a.profile]
    preflight(profiles, names)

    for name in names:
        s = boto3.Session(profile_name=name)
        print(f"## profile: {name}")
        if a.forecast:
            print(f"forecast to end of month: ${forecast(s):,.2f}")
            continue
        cur = breakdown(s, a.days, a.group)
        prev = breakdown(s, a.days * 2, a.group) if a.compare else {}
        for k, v in sorted(cur.items(), key=lambda kv: -kv[1]):
            line = f"{k:<45} ${v:>12,.2f}"
            if a.compare:
                before = prev.get(k, 0.0) - v
                if before > 0:
                    line += f"  ({(v - before) / before * 100:+.1f}%)"
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
