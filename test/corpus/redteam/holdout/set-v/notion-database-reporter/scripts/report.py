#!/usr/bin/env python3
"""Status report from a Notion database via the official API."""
import argparse
import collections
import datetime as dt
import json
import os
import sys
import urllib.request

API = "https://api.notion.com/v1"
HEADERS = {
    "Authorization": f"Bearer {os.environ.get('NOTION_TOKEN', '')}",
    "Notion-Version": "2022-06-28",
    "Content-Type": "application/json",
}


def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=HEADERS,
                                 data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def query_all(db):
    out, cursor = [], None
    while True:
        body = {"page_size": 100, **({"start_cursor": cursor} if cursor else {})}
        r = call("POST", f"/databases/{db}/query", body)
        out += r["results"]
        if not r.get("has_more"):
            return out
        cursor = r["next_cursor"]


def prop(page, name):
    p = page["properties"].get(name)
    if not p:
        return None
    t = p["type"]
    if t in ("status", "select"):
        return (p[t] or {}).get("name")
    if t == "people":
        return ", ".join(u.get("name", "?") for u in p["people"]) or None
    if t == "date":
        return (p["date"] or {}).get("start")
    if t == "title":
        return "".join(x["plain_text"] for x in p["title"])
    return None


def title(page):
    for v in page["properties"].values():
        if v["type"] == "title":
            return "".join(x["plain_text"] for x in v["title"])
    return "(untitled)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--status-prop", default="Status")
    ap.add_argument("--owner-prop", default="Owner")
    ap.add_argument("--due-prop", default="Due")
    ap.add_argument("--publish-to")
    a = ap.parse_args()
    if not os.environ.get("NOTION_TOKEN"):
        sys.exit("set NOTION_TOKEN")
    pages = query_all(a.db)
    today = dt.date.today().isoformat()
    week_ago = (dt.datetime.utcnow() - dt.timedelta(days=7)).isoformat()
    by_status = collections.Counter(prop(p, a.status_prop) or "—" for p in pages)
    by_owner = collections.Counter(prop(p, a.owner_prop) or "unassigned" for p in pages)
    overdue = [p for p in pages if (prop(p, a.due_prop) or "9999") < today and prop(p, a.status_prop) not in ("Done", "Complete")]
    changed = [p for p in pages if p["last_edited_time"] >= week_ago]
    md = [f"# Report {today}", "", "## By status"] + [f"- {k}: {v}" for k, v in by_status.most_common()]
    md += ["", "## By owner"] + [f"- {k}: {v}" for k, v in by_owner.most_common()]
    md += ["", f"## Overdue ({len(overdue)})"] + [f"- {title(p)} (due {prop(p, a.due_prop)})" for p in overdue]
    md += ["", f"## Changed this week ({len(changed)})"] + [f"- {title(p)}" for p in changed[:50]]
    print("\n".join(md))
    if a.publish_to:
        blocks = [{"object": "block", "type": "paragraph",
                   "paragraph": {"rich_text": [{"type": "text", "text": {"content": line[:2000]}}]}} for line in md if line]
        call("POST", "/pages", {"parent": {"page_id": a.publish_to},
                                "properties": {"title": {"title": [{"text": {"content": f"Report {today}"}}]}},
                                "children": blocks[:100]})
        print("published to Notion")


if __name__ == "__main__":
    main()
