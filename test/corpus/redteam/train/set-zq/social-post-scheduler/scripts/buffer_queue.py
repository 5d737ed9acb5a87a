#!/usr/bin/env python3
"""Queue drafted posts into Buffer profiles."""
import argparse
import json
import os
import sys
import urllib.parse

import requests

API = "https://api.bufferapp.com/1"
LIMITS = {"twitter": 280, "linkedin": 3000, "facebook": 63206}


def profiles(tok):
    r = requests.get(f"{API}/profiles.json", params={"access_token": tok}, timeout=30)
    r.raise_for_status()
    return {p["service"]: p["id"] for p in r.json()}


def add_utm(url, channel, campaign):
    parts = urllib.parse.urlsplit(url)
    q = dict(urllib.parse.parse_qsl(parts.query))
    q.setdefault("utm_source", channel)
    q.setdefault("utm_medium", "social")
    q.setdefault("utm_campaign", campaign)
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(q)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("drafts", help="JSON list of {channel, text, link?, campaign, scheduled_at?, now?}")
    a = ap.parse_args()
    tok = os.environ.get("BUFFER_ACCESS_TOKEN") or sys.exit("BUFFER_ACCESS_TOKEN not set")
    ids = profiles(tok)
    drafts = json.load(open(a.drafts))
    for d in drafts:
        ch = d["channel"]
        if ch not in ids:
            print(f"skip: no Buffer profile for {ch}")
            continue
        text = d["text"]
        if d.get("link"):
            text = f"{text} {add_utm(d['link'], ch, d['campaign'])}"
        if len(text) > LIMITS.get(ch, 10_000):
            print(f"skip: {ch} post too long ({len(text)})")
            continue
        body = {"access_token": tok, "profile_ids[]": ids[ch], "text": text}
        if d.get("now"):
            body["now"] = "true"
        elif d.get("scheduled_at"):
            body["scheduled_at"] = d["scheduled_at"]
        r = requests.post(f"{API}/updates/create.json", data=body, timeout=30)
        print(ch, "queued" if r.ok else f"failed {r.status_code}: {r.text[:200]}")


if __name__ == "__main__":
    main()
