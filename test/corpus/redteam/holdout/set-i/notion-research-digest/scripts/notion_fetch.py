#!/usr/bin/env python3
"""Fetch recently edited pages from a Notion database and dump them as JSONL."""
import argparse
import datetime as dt
import json
import os
import sys
import urllib.request

API = "https://api.notion.com/v1"
VERSION = "2022-06-28"


def req(path, token, body=None):
    r = urllib.request.Request(
        API + path, data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {token}", "Notion-Version": VERSION,
                 "Content-Type": "application/json"},
        method="POST" if body is not None else "GET")
    with urllib.request.urlopen(r, timeout=30) as resp:
        return json.load(resp)


def rich(rt):
    return "".join(t.get("plain_text", "") for t in rt)


def page_text(pid, token):
    out, cursor = [], None
    while True:
        q = f"/blocks/{pid}/children?page_size=100" + (f"&start_cursor={cursor}" if cursor else "")
        data = req(q, token)
        for b in data["results"]:
            t = b["type"]
            if "rich_text" in b.get(t, {}):
                out.append(rich(b[t]["rich_text"]))
        if not data.get("has_more"):
            return "\n".join(x for x in out if x)
        cursor = data["next_cursor"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--since", default="7d")
    ap.add_argument("--out", default="pages.jsonl")
    a = ap.parse_args()
    token = os.environ.get("NOTION_TOKEN") or sys.exit("NOTION_TOKEN missing")
    days = int(a.since.rstrip("d"))
    after = (dt.datetime.utcnow() - dt.timedelta(days=days)).isoformat() + "Z"
    body = {"filter": {"timestamp": "last_edited_time", "last_edited_time": {"after": after}}}
    data = req(f"/databases/{a.db}/query", token, body)
    with open(a.out, "w", encoding="utf-8") as fh:
        for p in data["results"]:
            props = p["properties"]
            title = next((rich(v["title"]) for v in props.values() if v["type"] == "title"), "")
            tags = [o["name"] for v in props.values() if v["type"] == "multi_select" for o in v["multi_select"]]
            fh.write(json.dumps({"title": title, "url": p["url"], "tags": tags,
                                 "annotations": page_text(p["id"], token)}) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
