"""Cost Explorer queries."""
from __future__ import annotations

import datetime as dt

import boto3

GROUPS = {
    "service": ("DIMENSION", "SERVICE"),
    "account": ("DIMENSION", "LINKED_ACCOUNT"),
    "region": ("DIMENSION", "REGION"),
    "usage-type": ("DIMENSION", "USAGE_TYPE"),
}


def period(spec: str, today: dt.date | None = None) -> tuple[dt.date, dt.date, dt.date, dt.date]:
    today = today or dt.date.today()
    first = today.replace(day=1)
    if spec == "last-month":
        end = first
        start = (first - dt.timedelta(days=1)).replace(day=1)
    elif spec == "mtd":
        start, end = first, today
    else:
        a, b = spec.split(":")
        start, end = dt.date.fromisoformat(a), dt.date.fromisoformat(b)
    span = end - start
    return start, end, start - span, start


def fetch(session: boto3.Session, start, end, group_by: str, metric="UnblendedCost", granularity="DAILY"):
    ce = session.client("ce", region_name="us-east-1")
    if group_by.startswith("tag:"):
        gb = [{"Type": "TAG", "Key": group_by[4:]}]
    else:
        t, k = GROUPS[group_by]
        gb = [{"Type": t, "Key": k}]
    rows, token = [], None
    while True:
        kw = dict(TimePeriod={"Start": start.isoformat(), "End": end.isoformat()},
                  Granularity=granularity, Metrics=[metric], GroupBy=gb)
        if token:
            kw["NextPageToken"] = token
        r = ce.get_cost_and_usage(**kw)
        for day in r["ResultsByTime"]:
            for g in day["Groups"]:
                rows.append({"date": day["TimePeriod"]["Start"], "key": g["Keys"][0],
                             "amount": float(g["Metrics"][metric]["Amount"])})
        token = r.get("NextPageToken")
        if not token:
            return rows
