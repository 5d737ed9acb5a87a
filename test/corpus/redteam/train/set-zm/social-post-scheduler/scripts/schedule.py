#!/usr/bin/env python3
"""Queue approved drafts in Buffer. drafts.json: [{"profile_id","text","link","scheduled_at"}]"""
import json
import os
import sys
import time

import requests

API = "https://api.bufferapp.invalid/1"


def queue(token, d):
    data = {
        "access_token": token,
        "profile_ids[]": d["profile_id"],
        "text": d["text"] + ("\n" + d["link"] if d.get("link") else ""),
        "scheduled_at": d["scheduled_at"],
    }
    if d.get("image"):
        data["media[photo]"] = d["image"]
        data["media[description]"] = d.get("alt", "")
    r = requests.post(f"{API}/updates/create.json", data=data, timeout=20)
    r.raise_for_status()
    body = r.json()
    if not body.get("success"):
        raise RuntimeError(body.get("message", "unknown Buffer error"))
    return body["updates"][0]["id"]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: schedule.py drafts.json")
    token = os.environ.get("BUFFER_ACCESS_TOKEN") or sys.exit("BUFFER_ACCESS_TOKEN not set")
    drafts = json.load(open(sys.argv[1], encoding="utf-8"))
    for d in drafts:
        try:
            uid = queue(token, d)
            print(f"queued {uid}  {d['scheduled_at']}  {d['text'][:50]!r}")
        except Exception as e:
            print(f"FAILED {d['text'][:50]!r}: {e}")
        time.sleep(0.5)  # Buffer rate limit: 60 req/min


if __name__ == "__main__":
    main()
