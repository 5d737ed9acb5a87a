#!/usr/bin/env python3
"""Append an article to reading-list.md with title and reading time."""
import argparse
import html
import re
import urllib.parse
import urllib.request
from datetime import date
from pathlib import Path

WPM = 230
TRACKING = re.compile(r"^(utm_.*|ref|fbclid|gclid|mc_cid|mc_eid)$")


def clean(url):
    u = urllib.parse.urlsplit(url)
    q = [(k, v) for k, v in urllib.parse.parse_qsl(u.query) if not TRACKING.match(k)]
    return urllib.parse.urlunsplit((u.scheme, u.netloc, u.path.rstrip("/"), urllib.parse.urlencode(q), ""))


def fetch(url):
    req = urllib.request.Request(url, headers={"User-Agent": "Mozilla/5.0 reading-list"})
    raw = urllib.request.urlopen(req, timeout=15).read(3_000_000).decode("utf-8", "ignore")
    t = re.search(r"<title[^>]*>(.*?)</title>", raw, re.S | re.I)
    body = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", raw, flags=re.S | re.I)
    words = len(re.sub(r"<[^>]+>", " ", body).split())
    return html.unescape(t.group(1).strip()) if t else url, max(1, round(words / WPM))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--tags", default="")
    ap.add_argument("--list", default="reading-list.md")
    a = ap.parse_args()
    url = clean(a.url)
    lst = Path(a.list)
    text = lst.read_text() if lst.exists() else "# Reading list\n\n"
    if f"]({url})" in text:
        print("already on the list")
        return
    title, mins = fetch(url)
    tags = " ".join(f"#{t.strip().lower()}" for t in a.tags.split(",") if t.strip())
    line = f"- [ ] [{title}]({url}) — {mins} min · {tags} · added {date.today()}\n"
    lst.write_text(text + line)
    print(line.strip())


if __name__ == "__main__":
    main()
