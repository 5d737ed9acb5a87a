#!/usr/bin/env python3
import argparse
import os
import sys

import pandas as pd
import yaml
from simple_salesforce import Salesforce


def connect():
    if os.environ.get("SF_JWT_KEY"):
        return Salesforce(username=os.environ["SF_USERNAME"], consumer_key=os.environ["SF_CLIENT_ID"],
                          privatekey_file=os.environ["SF_JWT_KEY"])
    return Salesforce(username=os.environ["SF_USERNAME"], password=os.environ["SF_PASSWORD"],
                      security_token=os.environ.get("SF_TOKEN", ""))


def apply_map(df, mapping):
    out = pd.DataFrame()
    for src, dst in mapping.items():
        if isinstance(dst, dict):
            out[dst["field"]] = df[src].fillna(dst.get("default")) if src in df else dst.get("default")
        else:
            out[dst] = df[src]
    return out


def validate(sf, obj, df):
    desc = getattr(sf, obj).describe()
    fields = {f["name"]: f for f in desc["fields"]}
    problems = []
    for col in df.columns:
        if col not in fields:
            problems.append(f"unknown field {col}")
            continue
        f = fields[col]
        if f["type"] == "picklist":
            allowed = {p["value"] for p in f["picklistValues"] if p["active"]}
            bad = set(df[col].dropna()) - allowed
            if bad:
                problems.append(f"{col}: invalid picklist values {sorted(bad)[:5]}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--object", required=True)
    ap.add_argument("--csv", required=True)
    ap.add_argument("--map")
    ap.add_argument("--op", choices=["insert", "update", "upsert"], default="insert")
    ap.add_argument("--external-id")
    ap.add_argument("--validate", action="store_true")
    a = ap.parse_args()
    sf = connect()
    df = pd.read_csv(a.csv, dtype=str)
    if a.map:
        df = apply_map(df, yaml.safe_load(open(a.map)))
    probs = validate(sf, a.object, df)
    for p in probs:
        print("!", p)
    if a.validate or probs:
        sys.exit(1 if probs else 0)
    bulk = getattr(sf.bulk2, a.object)
    recs = df.where(pd.notnull(df), None).to_dict("records")
    if a.op == "upsert":
        res = bulk.upsert(records=recs, external_id_field=a.external_id)
    else:
        res = getattr(bulk, a.op)(records=recs)
    for r in res:
        print(f"job {r['job_id']}: {r['numberRecordsProcessed']} processed, {r['numberRecordsFailed']} failed")


if __name__ == "__main__":
    main()
