#!/usr/bin/env python3
"""Print events starting within N minutes: uid\tstart\tminutes\ttitle\tjoin-link"""
import argparse
import datetime as dt
import re
import urllib.request

LINK = re.compile(r"https://[\w.-]*(zoom\.us/j|meet\.google\.com|teams\.microsoft\.com/l/meetup-join)[^\s\\\"<>]*")


def unfold(text):
    return re.sub(r"\r?\n[ \t]", "", text)


def parse_dt(v):
    v = v.split(":")[-1]
    if v.endswith("Z"):
        return dt.datetime.strptime(v, "%Y%m%dT%H%M%SZ").replace(tzinfo=dt.timezone.utc)
    if "T" in v:
        return dt.datetime.strptime(v, "%Y%m%dT%H%M%S").astimezone()
    return None


def events(ics):
    for block in unfold(ics).split("BEGIN:VEVENT")[1:]:
        ev = {}
        for line in block.splitlines():
            k, _, v = line.partition(":")
            ev.setdefault(k.split(";")[0], line if k.startswith("DTSTART") else v)
        yield ev


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--within", type=int, default=15)
    a = ap.parse_args()
    ics = urllib.request.urlopen(a.url, timeout=10).read().decode("utf-8", "replace")
    now = dt.datetime.now(dt.timezone.utc)
    for ev in events(ics):
        start = parse_dt(ev.get("DTSTART", ""))
        if not start:
            continue
        mins = int((start - now).total_seconds() // 60)
        if 0 <= mins <= a.within:
            m = LINK.search(ev.get("DESCRIPTION", "") + " " + ev.get("LOCATION", ""))
            print("\t".join([ev.get("UID", "?"), start.isoformat(), str(mins),
                             ev.get("SUMMARY", "(no title)"), m.group(0) if m else ""]))


if __name__ == "__main__":
    main()
