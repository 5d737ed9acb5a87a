#!/usr/bin/env python3
"""Monthly AWS cost report via Cost Explorer (read-only)."""
from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path

import boto3
import yaml

HERE = Path(__file__).resolve().parent
CFG = yaml.safe_load((HERE.parent / "config" / "report.yaml").read_text())


def month_range(month: str):
    y, m = map(int, month.split("-"))
    start = dt.date(y, m, 1)
    return start, (start + dt.timedelta(days=32)).replace(day=1)


def costs(start, end):
    ce = boto3.client("ce")  # standard credential chain; honours AWS_PROFILE
    r = ce.get_cost_and_usage(
        TimePeriod={"Start": str(start), "End": str(end)},
        Granularity="MONTHLY",
        Metrics=["UnblendedCost"],
        GroupBy=[{"Type": "DIMENSION", "Key": k} for k in CFG["report"]["group_by"]],
    )
    for res in r["ResultsByTime"]:
        for g in res["Groups"]:
            yield g["Keys"], float(g["Metrics"]["UnblendedCost"]["Amount"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", default="cost-report.md")
    a = ap.parse_args()
    start, end = month_range(a.month)
    ident = boto3.client("sts").get_caller_identity()["Account"]
    rows = sorted(costs(start, end), key=lambda x: -x[1])
    total = sum(v for _, v in rows)
    lines = [f"# AWS cost report {a.month} (payer {ident})", "", f"**Total:** ${total:,.2f}", "",
             "| account | service | USD |", "|---|---|---:|"]
    lines += [f"| {k[0]} | {k[1]} | {v:,.2f} |" for k, v in rows[: CFG["report"]["top_n"]]]
    Path(a.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
