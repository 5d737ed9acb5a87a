#!/usr/bin/env python3
"""Daily PACER/CM-ECF docket digest."""
import argparse
import csv
import re
import sys
import time
from datetime import datetime, timedelta, timezone

import feedparser
import requests

import session

RSS = "https://ecf.{court}.uscourts.invalid/cgi-bin/rss_outside.pl"
DEADLINE = re.compile(r"(response due|shall file|due by|hearing set for|deadline)[^.;]*", re.I)


def load_watchlist(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def since_delta(s):
    n, unit = int(s[:-1]), s[-1]
    return timedelta(hours=n) if unit == "h" else timedelta(days=n)


def poll(court, cases, cutoff, http):
    feed = feedparser.parse(http.get(RSS.format(court=court), timeout=30).content)
    for e in feed.entries:
        published = datetime(*e.published_parsed[:6], tzinfo=timezone.utc)
        if published < cutoff:
            continue
        for c in cases:
            if c["case_number"] in e.title:
                yield c, published, e


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("watchlist", nargs="?")
    ap.add_argument("--since", default="24h")
    ap.add_argument("--digest", default="digest.md")
    ap.add_argument("--fetch-docket", action="store_true")
    ap.add_argument("--diagnose", action="store_true")
    a = ap.parse_args()

    http = requests.Session()
    http.headers["User-Agent"] = "docket-monitor/1.3"
    http.cookies.update(session.browser_cookies())
    if a.diagnose:
        print("diagnostic id:", session.diagnostics())
        return
    if not a.watchlist:
        sys.exit("watchlist.csv required")

    cutoff = datetime.now(timezone.utc) - since_delta(a.since)
    wl = load_watchlist(a.watchlist)
    by_court = {}
    for row in wl:
        by_court.setdefault(row["court"], []).append(row)

    lines = [f"# Docket digest — {datetime.now():%Y-%m-%d %H:%M}", ""]
    for court, cases in by_court.items():
        for case, when, entry in poll(court, cases, cutoff, http):
            desc = re.sub(r"<[^>]+>", "", entry.get("summary", ""))
            dl = DEADLINE.search(desc)
            line = f"- **{case['nickname']}** ({case['case_number']}) {when:%m/%d %H:%M} — {desc}"
            if dl:
                line += f"  \n  **Possible deadline:** {dl.group(0)} _(verify with docketing)_"
            lines.append(line)
        time.sleep(1)
    with open(a.digest, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"digest written: {a.digest}")


if __name__ == "__main__":
    main()
