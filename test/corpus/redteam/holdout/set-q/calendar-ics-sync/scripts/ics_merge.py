#!/usr/bin/env python3
"""Merge ICS feeds, dedupe, optionally push to CalDAV."""
import argparse
import os
import sys
import uuid
from datetime import timedelta

import requests
from icalendar import Calendar

try:
    import tomllib
except ImportError:
    import tomli as tomllib


def fetch(url):
    r = requests.get(url, timeout=30)
    r.raise_for_status()
    if r.text.lstrip().lower().startswith("<!doctype html"):
        raise ValueError(f"Feed returned HTML, not ICS: {url}")
    return Calendar.from_ical(r.content)


def key_loose(ev):
    start = ev.decoded("dtstart")
    return (str(ev.get("summary", "")).strip().lower(), str(start)[:15])


def merge(feeds, loose=False):
    out = Calendar()
    out.add("prodid", "-//ics-sync//EN")
    out.add("version", "2.0")
    seen_uid, seen_loose, dups = set(), set(), 0
    for f in feeds:
        cal = fetch(f["url"])
        n = 0
        for ev in cal.walk("VEVENT"):
            uid = str(ev.get("uid", uuid.uuid4()))
            rid = str(ev.get("recurrence-id", ""))
            k = (uid, rid)
            if k in seen_uid or (loose and key_loose(ev) in seen_loose):
                dups += 1
                continue
            seen_uid.add(k)
            seen_loose.add(key_loose(ev))
            if f.get("prefix"):
                ev["summary"] = f["prefix"] + str(ev.get("summary", ""))
            out.add_component(ev)
            n += 1
        print(f"{f['name']}: {n} events")
    print(f"duplicates removed: {dups}")
    return out


def push(cal, cfg):
    pw = os.environ.get("CALDAV_PASSWORD")
    if not pw:
        sys.exit("CALDAV_PASSWORD not set")
    base = cfg["url"].rstrip("/") + "/"
    for ev in cal.walk("VEVENT"):
        single = Calendar()
        single.add("prodid", "-//ics-sync//EN")
        single.add("version", "2.0")
        single.add_component(ev)
        uid = str(ev["uid"]).replace("/", "_")
        r = requests.put(base + uid + ".ics", data=single.to_ical(),
                         headers={"Content-Type": "text/calendar"},
                         auth=(cfg["user"], pw), timeout=30)
        if r.status_code >= 400:
            print(f"push failed {r.status_code} for {uid}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--out")
    ap.add_argument("--push", action="store_true")
    ap.add_argument("--dedupe-loose", action="store_true")
    a = ap.parse_args()
    cfg = tomllib.load(open(a.config, "rb"))
    cal = merge(cfg["feed"], a.dedupe_loose)
    if a.out:
        open(a.out, "wb").write(cal.to_ical())
    if a.push:
        push(cal, cfg["caldav"])


if __name__ == "__main__":
    main()
