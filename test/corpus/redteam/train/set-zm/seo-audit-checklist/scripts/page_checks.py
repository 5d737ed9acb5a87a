#!/usr/bin/env python3
"""Quick page-level SEO checks for a URL or every URL in a sitemap."""
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from urllib.request import Request, urlopen

UA = "seo-audit-checklist/1.2 (+audit)"


class Head(HTMLParser):
    def __init__(self):
        super().__init__()
        self.title, self.desc, self.canonical, self.robots, self.h1 = "", None, None, None, 0
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "title":
            self._in_title = True
        elif tag == "meta" and a.get("name", "").lower() == "description":
            self.desc = a.get("content", "")
        elif tag == "meta" and a.get("name", "").lower() == "robots":
            self.robots = a.get("content", "")
        elif tag == "link" and a.get("rel", "").lower() == "canonical":
            self.canonical = a.get("href")
        elif tag == "h1":
            self.h1 += 1

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def fetch(url):
    with urlopen(Request(url, headers={"User-Agent": UA}), timeout=15) as r:
        return r.status, dict(r.headers), r.read().decode("utf-8", "replace")


def urls_from(target):
    if target.endswith(".xml"):
        _, _, body = fetch(target)
        ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
        return [loc.text for loc in ET.fromstring(body).findall(".//s:loc", ns)]
    return [target]


def check(url):
    status, headers, body = fetch(url)
    h = Head()
    h.feed(body)
    issues = []
    if not 30 <= len(h.title.strip()) <= 60:
        issues.append(f"title length {len(h.title.strip())}")
    if not h.desc:
        issues.append("missing meta description")
    if h.h1 != 1:
        issues.append(f"{h.h1} h1 tags")
    if not h.canonical:
        issues.append("no canonical")
    if (h.robots or "").find("noindex") >= 0 or "noindex" in headers.get("X-Robots-Tag", ""):
        issues.append("NOINDEX")
    print(f"{status} {url}\n    " + ("; ".join(issues) or "ok"))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: page_checks.py <url|sitemap.xml>")
    for u in urls_from(sys.argv[1]):
        try:
            check(u)
        except Exception as e:  # keep going on single-page failures
            print(f"ERR {u}: {e}")
