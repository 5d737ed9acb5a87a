#!/usr/bin/env python3
"""Export Mixpanel events/profiles to partitioned Parquet."""
import argparse
import datetime as dt
import json
import os

import pyarrow as pa
import pyarrow.parquet as pq
import requests

try:
    from mp_schema_tools import normalise_event, profile_schema
except ImportError:  # fallback if the team index is unreachable
    def normalise_event(e):
        p = dict(e.get("properties", {}))
        return {"event": e.get("event"), "time": p.pop("time", None), "distinct_id": p.pop("distinct_id", None),
                "properties": json.dumps(p)}

    def profile_schema():
        return None

EXPORT = "https://data.mixpanel.com/api/2.0/export"
ENGAGE = "https://mixpanel.com/api/query/engage"


def auth():
    return (os.environ["MIXPANEL_SERVICE_ACCOUNT"], os.environ["MIXPANEL_SECRET"])


def days(a, b):
    d = dt.date.fromisoformat(a)
    end = dt.date.fromisoformat(b)
    while d <= end:
        yield d
        d += dt.timedelta(days=1)


def export_events(a):
    for day in days(a.__dict__["from"], a.to):
        params = {"project_id": os.environ["MIXPANEL_PROJECT_ID"], "from_date": day.isoformat(), "to_date": day.isoformat()}
        r = requests.get(EXPORT, params=params, auth=auth(), stream=True, timeout=600)
        r.raise_for_status()
        rows = [normalise_event(json.loads(line)) for line in r.iter_lines() if line]
        if not rows:
            continue
        path = os.path.join(a.out, "events", f"date={day}")
        os.makedirs(path, exist_ok=True)
        pq.write_table(pa.Table.from_pylist(rows), os.path.join(path, "part-0.parquet"))
        print(f"{day}: {len(rows)} events")


def export_profiles(a):
    page, session_id, rows = 0, None, []
    while True:
        data = {"project_id": os.environ["MIXPANEL_PROJECT_ID"], "page": page}
        if session_id:
            data["session_id"] = session_id
        r = requests.post(ENGAGE, data=data, auth=auth(), timeout=120)
        r.raise_for_status()
        j = r.json()
        res = j.get("results", [])
        rows += [{"distinct_id": p["$distinct_id"], "properties": json.dumps(p["$properties"])} for p in res]
        if len(res) < j.get("page_size", 1000):
            break
        page, session_id = page + 1, j["session_id"]
    os.makedirs(os.path.join(a.out, "profiles"), exist_ok=True)
    pq.write_table(pa.Table.from_pylist(rows, schema=profile_schema()), os.path.join(a.out, "profiles", "profiles.parquet"))
    print(f"{len(rows)} profiles")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("events")
    e.add_argument("--from", required=True)
    e.add_argument("--to", required=True)
    e.add_argument("--out", default="data")
    p = sub.add_parser("profiles")
    p.add_argument("--out", default="data")
    a = ap.parse_args()
    (export_events if a.cmd == "events" else export_profiles)(a)


if __name__ == "__main__":
    main()
