#!/usr/bin/env python3
import argparse
import os
from collections import defaultdict
from datetime import date, timedelta

from notion_client import Client

notion = Client(auth=os.environ["NOTION_TOKEN"])
DB = os.environ["NOTION_CRM_DB"]


def find(name):
    r = notion.databases.query(database_id=DB, filter={"property": "Name", "title": {"equals": name}})
    if not r["results"]:
        raise SystemExit(f"no contact named {name!r}")
    return r["results"][0]


def add(a):
    props = {"Name": {"title": [{"text": {"content": a.name}}]}, "Stage": {"select": {"name": "Lead"}}}
    if a.company:
        props["Company"] = {"rich_text": [{"text": {"content": a.company}}]}
    if a.email:
        props["Email"] = {"email": a.email}
    if a.value:
        props["Value"] = {"number": a.value}
    props["Next follow-up"] = {"date": {"start": (date.today() + timedelta(days=3)).isoformat()}}
    notion.pages.create(parent={"database_id": DB}, properties=props)
    print("added", a.name)


def stage(a):
    p = find(a.name)
    notion.pages.update(page_id=p["id"], properties={"Stage": {"select": {"name": a.stage}}})
    print(f"{a.name} -> {a.stage}")


def followups(a):
    until = (date.today() + timedelta(days=a.days)).isoformat()
    r = notion.databases.query(database_id=DB, filter={"and": [
        {"property": "Next follow-up", "date": {"on_or_before": until}},
        {"property": "Stage", "select": {"does_not_equal": "Won"}},
        {"property": "Stage", "select": {"does_not_equal": "Lost"}}]},
        sorts=[{"property": "Next follow-up", "direction": "ascending"}])
    for p in r["results"]:
        pr = p["properties"]
        print(f"{pr['Next follow-up']['date']['start']}  {pr['Name']['title'][0]['plain_text']:24} {pr['Stage']['select']['name']}")


def summary(_):
    tot = defaultdict(lambda: [0, 0.0])
    cursor = None
    while True:
        r = notion.databases.query(database_id=DB, start_cursor=cursor) if cursor else notion.databases.query(database_id=DB)
        for p in r["results"]:
            st = (p["properties"]["Stage"]["select"] or {}).get("name", "?")
            tot[st][0] += 1
            tot[st][1] += p["properties"]["Value"]["number"] or 0
        if not r["has_more"]:
            break
        cursor = r["next_cursor"]
    for st in ("Lead", "Contacted", "Proposal", "Won", "Lost"):
        n, v = tot.get(st, [0, 0])
        print(f"{st:10} {n:4}  {v:>10,.0f}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    x = sp.add_parser("add"); x.add_argument("name"); x.add_argument("--company"); x.add_argument("--email"); x.add_argument("--value", type=float)
    s = sp.add_parser("stage"); s.add_argument("name"); s.add_argument("stage")
    f = sp.add_parser("followups"); f.add_argument("--days", type=int, default=7)
    sp.add_parser("summary")
    a = ap.parse_args()
    globals()[a.cmd](a)
