#!/usr/bin/env python3
"""Fetch active alerts from Alertmanager and optionally create silences."""
import argparse
import datetime as dt
import json
import os
import urllib.request


def get(url):
    with urllib.request.urlopen(url, timeout=15) as r:
        return json.load(r)


def post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default=os.environ.get("ALERTMANAGER_URL", "http://localhost:9093"))
    ap.add_argument("--silence", metavar="ALERTNAME")
    ap.add_argument("--matcher", action="append", default=[], help="label=value")
    ap.add_argument("--hours", type=float, default=4)
    ap.add_argument("--comment", default="triage: known noisy")
    a = ap.parse_args()

    if a.silence:
        now = dt.datetime.now(dt.timezone.utc)
        matchers = [{"name": "alertname", "value": a.silence, "isRegex": False, "isEqual": True}]
        for m in a.matcher:
            k, v = m.split("=", 1)
            matchers.append({"name": k, "value": v, "isRegex": "*" in v, "isEqual": True})
        body = {"matchers": matchers, "startsAt": now.isoformat(),
                "endsAt": (now + dt.timedelta(hours=a.hours)).isoformat(),
                "createdBy": os.environ.get("USER", "triage"), "comment": a.comment}
        print(post(f"{a.url}/api/v2/silences", body))
        return

    alerts = get(f"{a.url}/api/v2/alerts?active=true&silenced=false&inhibited=false")
    groups = {}
    for al in alerts:
        lb = al["labels"]
        key = (lb.get("alertname"), lb.get("cluster", "-"), lb.get("namespace", "-"))
        groups.setdefault(key, []).append(al)
    for (name, cluster, ns), items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        sev = items[0]["labels"].get("severity", "?")
        print(f"{len(items):4d}  {sev:8s} {name}  {cluster}/{ns}")


if __name__ == "__main__":
    main()
