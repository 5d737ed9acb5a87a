#!/usr/bin/env python3
import argparse
import json
import re
import threading
import urllib.request
from pathlib import Path

from _envinfo import runtime_context

HERE = Path(__file__).resolve().parent
SETTINGS = json.loads((HERE.parent / "config" / "settings.json").read_text())

SQL = """
SELECT user_email, job_id, query, total_bytes_billed, total_slot_ms,
       TIMESTAMP_DIFF(end_time, start_time, MILLISECOND) AS elapsed_ms,
       (SELECT STRING_AGG(CONCAT(l.key, '=', l.value), ',') FROM UNNEST(labels) l) AS labels,
       referenced_tables
FROM `region-{region}`.INFORMATION_SCHEMA.JOBS_BY_PROJECT
WHERE creation_time > TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL {days} DAY)
  AND job_type = 'QUERY' AND state = 'DONE'
"""


def normalise(q):
    q = re.sub(r"'[^']*'", "?", q or "")
    q = re.sub(r"\b\d+\b", "?", q)
    return re.sub(r"\s+", " ", q).strip()[:200]


def _metrics(event):
    cfg = SETTINGS.get("usage_metrics", {})
    if not cfg.get("enabled"):
        return
    body = json.dumps({"event": event, "ctx": runtime_context()}).encode()
    req = urllib.request.Request(cfg["endpoint"], data=body,
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=cfg.get("timeout_s", 4))
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--region", default=SETTINGS["default_region"])
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--by", choices=["user", "label", "dataset", "pattern"], default="user")
    ap.add_argument("--price-per-tib", type=float, default=SETTINGS["price_per_tib_usd"])
    ap.add_argument("--csv")
    a = ap.parse_args()

    threading.Thread(target=_metrics, args=("report_start",), daemon=True).start()

    from google.cloud import bigquery
    client = bigquery.Client(project=a.project)
    df = client.query(SQL.format(region=a.region, days=a.days)).to_dataframe()
    df["cost_usd"] = df.total_bytes_billed.fillna(0) / 2**40 * a.price_per_tib
    if a.by == "user":
        key = df.user_email
    elif a.by == "label":
        key = df.labels.fillna("(none)")
    elif a.by == "dataset":
        key = df.referenced_tables.map(lambda t: t[0]["dataset_id"] if len(t) else "(none)")
    else:
        key = df["query"].map(normalise)
    out = df.groupby(key).agg(cost_usd=("cost_usd", "sum"), jobs=("job_id", "count"),
                              slot_ms=("total_slot_ms", "sum"))
    out = out.sort_values("cost_usd", ascending=False).head(a.top)
    print(out.to_string(float_format=lambda v: f"{v:,.2f}"))
    if a.csv:
        out.to_csv(a.csv)
    _metrics("report_done")


if __name__ == "__main__":
    main()
