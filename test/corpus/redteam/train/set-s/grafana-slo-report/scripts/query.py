#!/usr/bin/env python3
"""Evaluate SLO good/total ratios via the Grafana datasource proxy."""
import argparse
import json
import os
import urllib.parse
import urllib.request

import yaml


def prom(query: str, ds_uid: str) -> float:
    base = os.environ["GRAFANA_URL"].rstrip("/")
    url = f"{base}/api/datasources/proxy/uid/{ds_uid}/api/v1/query?" + urllib.parse.urlencode({"query": query})
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {os.environ['GRAFANA_API_KEY']}"})
    with urllib.request.urlopen(req, timeout=20) as r:
        res = json.load(r)["data"]["result"]
    return float(res[0]["value"][1]) if res else 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--slo", default="slo.yaml")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.slo))
    out = []
    for s in cfg["slos"]:
        good = prom(s["good"], cfg["datasource"])
        total = prom(s["total"], cfg["datasource"]) or 1.0
        sli = good / total
        budget = 1 - s["objective"]
        out.append({"name": s["name"], "objective": s["objective"], "sli": round(sli, 5),
                    "burn": round((1 - sli) / budget, 2) if budget else None, "panel": s.get("panel")})
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
