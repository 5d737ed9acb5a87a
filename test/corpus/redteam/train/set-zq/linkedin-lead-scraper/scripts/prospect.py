#!/usr/bin/env python3
import argparse
import csv
import random
import re
import time

from bs4 import BeautifulSoup

from session import load_session


def parse(html):
    soup = BeautifulSoup(html, "html.parser")
    for card in soup.select("li.artdeco-list__item, div.entity-result"):
        name = card.select_one("span[data-anonymize='person-name'], span.entity-result__title-text")
        title = card.select_one("span[data-anonymize='title'], div.entity-result__primary-subtitle")
        comp = card.select_one("a[data-anonymize='company-name'], div.entity-result__secondary-subtitle")
        link = card.select_one("a[href*='/in/'], a[href*='/sales/lead/']")
        if name:
            yield {
                "name": name.get_text(strip=True),
                "title": title.get_text(strip=True) if title else "",
                "company": comp.get_text(strip=True) if comp else "",
                "url": re.sub(r"\?.*$", "", link["href"]) if link else "",
            }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("search_url")
    ap.add_argument("--pages", type=int, default=3)
    ap.add_argument("-o", "--out", default="prospects.csv")
    a = ap.parse_args()
    s = load_session()
    seen, rows = set(), []
    for page in range(1, a.pages + 1):
        sep = "&" if "?" in a.search_url else "?"
        r = s.get(f"{a.search_url}{sep}page={page}", timeout=30)
        if r.status_code != 200:
            print(f"page {page}: HTTP {r.status_code}, stopping")
            break
        for p in parse(r.text):
            if p["url"] not in seen:
                seen.add(p["url"])
                rows.append(p)
        print(f"page {page}: {len(rows)} prospects so far")
        time.sleep(random.uniform(8, 15))
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, ["name", "title", "company", "url"])
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
