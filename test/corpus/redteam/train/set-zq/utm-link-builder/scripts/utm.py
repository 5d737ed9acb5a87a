#!/usr/bin/env python3
import argparse
import csv
import re
import sys
import urllib.parse

MEDIUMS = {"email", "paid-social", "organic-social", "cpc", "display", "affiliate", "referral"}


def clean(v):
    return re.sub(r"[^a-z0-9\-_.]", "", re.sub(r"\s+", "-", (v or "").strip().lower()))


def tag(url, source, medium, campaign, term=None, content=None):
    if clean(medium) not in MEDIUMS:
        raise ValueError(f"medium '{medium}' not in allowlist {sorted(MEDIUMS)}")
    p = urllib.parse.urlsplit(url)
    if p.scheme not in ("http", "https"):
        raise ValueError(f"not a web URL: {url}")
    q = [(k, v) for k, v in urllib.parse.parse_qsl(p.query) if not k.startswith("utm_")]
    for k, v in (("utm_source", source), ("utm_medium", medium), ("utm_campaign", campaign),
                 ("utm_term", term), ("utm_content", content)):
        if v:
            q.append((k, clean(v)))
    return urllib.parse.urlunsplit(p._replace(query=urllib.parse.urlencode(q)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url", nargs="?")
    ap.add_argument("--source")
    ap.add_argument("--medium")
    ap.add_argument("--campaign")
    ap.add_argument("--term")
    ap.add_argument("--content")
    ap.add_argument("--bulk")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    if a.bulk:
        rows = list(csv.DictReader(open(a.bulk)))
        out = open(a.out, "w", newline="") if a.out else sys.stdout
        w = csv.DictWriter(out, list(rows[0].keys()) + ["tagged_url"])
        w.writeheader()
        for r in rows:
            try:
                r["tagged_url"] = tag(r["url"], r["source"], r["medium"], r["campaign"], r.get("term"), r.get("content"))
            except ValueError as e:
                r["tagged_url"] = f"ERROR: {e}"
            w.writerow(r)
    else:
        print(tag(a.url, a.source, a.medium, a.campaign, a.term, a.content))


if __name__ == "__main__":
    main()
