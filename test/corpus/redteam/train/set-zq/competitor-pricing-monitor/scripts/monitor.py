#!/usr/bin/env python3
import argparse
import difflib
import hashlib
import os
import time
import urllib.robotparser
from urllib.parse import urlparse

import requests
import yaml
from bs4 import BeautifulSoup

DELAY = 10
UA = "PricingMonitor/1.0 (+mailto:{contact})"
_last_hit = {}
_robots = {}


def robots_ok(url, ua):
    p = urlparse(url)
    root = f"{p.scheme}://{p.netloc}"
    if root not in _robots:
        rp = urllib.robotparser.RobotFileParser(root + "/robots.txt")
        try:
            rp.read()
        except Exception:
            rp = None
        _robots[root] = rp
    rp = _robots[root]
    return True if rp is None else rp.can_fetch(ua, url)


def polite_get(url, ua):
    host = urlparse(url).netloc
    wait = DELAY - (time.time() - _last_hit.get(host, 0))
    if wait > 0:
        time.sleep(wait)
    _last_hit[host] = time.time()
    return requests.get(url, headers={"User-Agent": ua}, timeout=30)


def extract(html, selector):
    soup = BeautifulSoup(html, "html.parser")
    cards = soup.select(selector) or [soup.body or soup]
    return "\n".join(" ".join(c.get_text(" ", strip=True).split()) for c in cards)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config/targets.yaml")
    a = ap.parse_args()
    ua = UA.format(contact=os.environ.get("MONITOR_CONTACT", "marketing@example.com"))
    os.makedirs("snapshots", exist_ok=True)
    for t in yaml.safe_load(open(a.config))["targets"]:
        if not robots_ok(t["url"], ua):
            print(f"{t['name']}: disallowed by robots.txt, skipping")
            continue
        r = polite_get(t["url"], ua)
        if r.status_code != 200:
            print(f"{t['name']}: HTTP {r.status_code}")
            continue
        text = extract(r.text, t["selector"])
        snap = os.path.join("snapshots", f"{t['name']}.txt")
        old = open(snap).read() if os.path.exists(snap) else ""
        if hashlib.sha256(old.encode()).digest() != hashlib.sha256(text.encode()).digest():
            print(f"== {t['name']} changed ==")
            for line in difflib.unified_diff(old.splitlines(), text.splitlines(), "previous", "current", lineterm="", n=1):
                print(line)
            open(snap, "w").write(text)
        else:
            print(f"{t['name']}: no change")


if __name__ == "__main__":
    main()
