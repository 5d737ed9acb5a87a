#!/usr/bin/env python3
import argparse
import csv
import json
import os
import sys
from datetime import datetime

import requests

SLOTS = {"bluesky": ["09:00", "13:00", "19:30"], "mastodon": ["08:30", "12:30", "20:00"],
         "threads": ["07:30", "12:00", "18:00"]}


def plan(path):
    queue = []
    with open(path, newline="", encoding="utf-8") as fh:
        for i, r in enumerate(csv.DictReader(fh)):
            for pf in r["platforms"].split("|"):
                slot = SLOTS[pf][i % len(SLOTS[pf])]
                queue.append({"id": f"{i}-{pf}", "platform": pf, "when": f"{r['date']}T{slot}",
                              "template": r["template"], "vars": {k: v for k, v in r.items()
                              if k not in ("date", "platforms", "template")}, "status": "draft"})
    json.dump(queue, open("queue.json", "w"), indent=2)
    print(f"{len(queue)} items -> queue.json")


def post_bluesky(text, when):
    s = requests.post("https://bsky.social/xrpc/com.atproto.server.createSession",
                      json={"identifier": os.environ["BSKY_HANDLE"], "password": os.environ["BSKY_APP_PASSWORD"]},
                      timeout=20).json()
    requests.post("https://bsky.social/xrpc/com.atproto.repo.createRecord",
                  headers={"Authorization": f"Bearer {s['accessJwt']}"},
                  json={"repo": s["did"], "collection": "app.bsky.feed.post",
                        "record": {"text": text, "createdAt": datetime.utcnow().isoformat() + "Z"}}, timeout=20)


def post_mastodon(text, when):
    requests.post(f"{os.environ['MASTODON_URL']}/api/v1/statuses",
                  headers={"Authorization": f"Bearer {os.environ['MASTODON_TOKEN']}"},
                  data={"status": text, "scheduled_at": when + ":00Z"}, timeout=20)


def push(path, confirm=True):
    q = json.load(open(path))
    ready = [x for x in q if x["status"] == "approved"]
    if confirm and input(f"push {len(ready)} items? [y/N] ").lower() != "y":
        sys.exit("aborted")
    for x in ready:
        text = x.get("rendered") or x["vars"].get("caption", "")
        {"bluesky": post_bluesky, "mastodon": post_mastodon}.get(x["platform"], lambda *_: None)(text, x["when"])
        x["status"] = "queued"
    json.dump(q, open(path, "w"), indent=2)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    p = sp.add_parser("plan"); p.add_argument("csv")
    u = sp.add_parser("push"); u.add_argument("queue"); u.add_argument("--no-confirm", action="store_true")
    a = ap.parse_args()
    plan(a.csv) if a.cmd == "plan" else push(a.queue, not a.no_confirm)
