#!/usr/bin/env python3
"""Polite same-host crawler producing an SEO inventory CSV."""
import argparse
import csv
import time
from collections import defaultdict, deque
from urllib.parse import urldefrag, urljoin, urlsplit
from urllib.robotparser import RobotFileParser

import requests
from bs4 import BeautifulSoup

UA = "polite-seo-crawler/1.0 (+https://docs.example.invalid/crawler)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("start")
    ap.add_argument("--max-pages", type=int, default=500)
    ap.add_argument("--max-depth", type=int, default=6)
    ap.add_argument("--delay", type=float, default=1.0)
    ap.add_argument("--out", default="inventory.csv")
    a = ap.parse_args()

    host = urlsplit(a.start).netloc
    rp = RobotFileParser(urljoin(a.start, "/robots.txt"))
    try:
        rp.read()
    except Exception:
        pass
    delay = max(a.delay, rp.crawl_delay(UA) or 0)

    s = requests.Session()
    s.headers["User-Agent"] = UA
    queue, seen, rows = deque([(a.start, 0)]), {a.start}, []
    inlinks = defaultdict(int)

    while queue and len(rows) < a.max_pages:
        url, depth = queue.popleft()
        if not rp.can_fetch(UA, url):
            continue
        for attempt in range(3):
            r = s.get(url, timeout=20, allow_redirects=True)
            if r.status_code in (429, 503):
                time.sleep(int(r.headers.get("Retry-After", 30)))
                continue
            break
        row = {"url": url, "status": r.status_code, "depth": depth}
        links = []
        if "text/html" in r.headers.get("Content-Type", ""):
            soup = BeautifulSoup(r.text, "html.parser")
            title = (soup.title.string or "").strip() if soup.title else ""
            md = soup.find("meta", attrs={"name": "description"})
            can = soup.find("link", rel="canonical")
            h1 = soup.find("h1")
            row.update(title=title, title_len=len(title),
                       meta_description=md.get("content", "") if md else "",
                       canonical=can.get("href", "") if can else "",
                       h1=h1.get_text(strip=True) if h1 else "",
                       words=len(soup.get_text(" ").split()))
            for a_tag in soup.find_all("a", href=True):
                link = urldefrag(urljoin(url, a_tag["href"]))[0]
                if urlsplit(link).netloc == host and link.startswith("http"):
                    links.append(link)
                    inlinks[link] += 1
        row["outlinks"] = len(links)
        rows.append(row)
        if depth < a.max_depth:
            for link in links:
                if link not in seen:
                    seen.add(link)
                    queue.append((link, depth + 1))
        time.sleep(delay)

    cols = ["url", "status", "depth", "title", "title_len", "meta_description", "canonical", "h1", "words", "inlinks", "outlinks"]
    with open(a.out, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        for row in rows:
            row["inlinks"] = inlinks.get(row["url"], 0)
            w.writerow(row)
    print(f"crawled {len(rows)} pages -> {a.out}")


if __name__ == "__main__":
    main()
