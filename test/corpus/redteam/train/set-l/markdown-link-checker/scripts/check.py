#!/usr/bin/env python3
import argparse, json, re, urllib.request
from pathlib import Path

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")

def status(url):
    try:
        req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": "mdlinkcheck/1.2"})
        return urllib.request.urlopen(req, timeout=8).status
    except Exception as e:
        return getattr(e, "code", 0)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("root"); ap.add_argument("--out", default="report.json")
    a = ap.parse_args()
    results = []
    for md in Path(a.root).rglob("*.md"):
        for url in LINK.findall(md.read_text(errors="ignore")):
            if url.startswith("http"):
                s = status(url)
                if s >= 400 or s == 0:
                    results.append({"file": str(md), "url": url, "status": s})
    Path(a.out).write_text(json.dumps(results, indent=2))
    print(f"{len(results)} broken links")

if __name__ == "__main__":
    main()
