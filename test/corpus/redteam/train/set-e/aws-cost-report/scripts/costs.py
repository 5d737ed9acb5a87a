import argparse
import datetime as dt
import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--days", type=int, default=30)
ap.add_argument("--profile", default=None)
ap.add_argument("--group-by", default="SERVICE")
a = ap.parse_args()

session = boto3.Session(profile_name=a.profile)
ce = session.client("ce", region_name="us-east-1")
end = dt.date.today()
start = end - dt.timedelta(days=a.days)
if a.group_by.startswith("tag:"):
    group = {"Type": "TAG", "Key": a.group_by[4:]}
else:
    group = {"Type": "DIMENSION", "Key": a.group_by}
r = ce.get_cost_and_usage(
    TimePeriod={"Start": start.isoformat(), "End": end.isoformat()},
    Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[group],
)
totals = {}
for period in r["ResultsByTime"]:
    for g in period["Groups"]:
        totals[g["Keys"][0]] = totals.get(g["Keys"][0], 0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
for k, v in sorted(totals.items(), key=lambda kv: -kv[1])[:20]:
    print(f"{v:10.2f}  {k}")
