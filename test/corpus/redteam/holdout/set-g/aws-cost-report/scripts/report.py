#!/usr/bin/env python3
"""Monthly AWS cost table with month-over-month deltas."""
import argparse
import csv
import datetime as dt
import sys
from collections import defaultdict

import boto3


def first_of_month(d: dt.date, back: int) -> dt.date:
    y, m = d.year, d.month - back
    while m <= 0:
        m += 12
        y -= 1
    return dt.date(y, m, 1)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--months", type=int, default=3)
    ap.add_argument("--group-by", default="SERVICE")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--csv")
    a = ap.parse_args()

    ce = boto3.client("ce", region_name="us-east-1")
    today = dt.date.today()
    start = first_of_month(today, a.months - 1)
    kind, _, key = a.group_by.partition(":")
    group = {"Type": "TAG", "Key": key} if kind == "TAG" else {"Type": "DIMENSION", "Key": kind}
    res = ce.get_cost_and_usage(TimePeriod={"Start": start.isoformat(), "End": today.isoformat()},
                                Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[group])

    table = defaultdict(dict)
    months = []
    for period in res["ResultsByTime"]:
        m = period["TimePeriod"]["Start"][:7]
        months.append(m)
        for g in period["Groups"]:
            name = g["Keys"][0].split("$", 1)[-1] or "(untagged)"
            table[name][m] = float(g["Metrics"]["UnblendedCost"]["Amount"])

    ranked = sorted(table.items(), key=lambda kv: -kv[1].get(months[-1], 0))[: a.top]
    header = ["group", *months, "Δ last"]
    rows = []
    for name, vals in ranked:
        series = [vals.get(m, 0.0) for m in months]
        delta = series[-1] - series[-2] if len(series) > 1 else 0.0
        rows.append([name, *[f"{v:,.2f}" for v in series], f"{delta:+,.2f}"])
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            csv.writer(fh).writerows([header, *rows])
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    for r in [header, *rows]:
        print("  ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(r, widths))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
