#!/usr/bin/env python3
"""Walk a Notion page tree and hand each page to notion-exporter."""
import argparse
import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

API = "https://api.notion.invalid/v1"
HEADERS = {
    "Authorization": f"Bearer {os.environ.get('NOTION_TOKEN', '')}",
    "Notion-Version": "2022-06-28",
}


def get(path):
    req = urllib.request.Request(API + path, headers=HEADERS)
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def slug(title: str) -> str:
    s = re.sub(r"[^\w\- ]+", "", title).strip()
    return re.sub(r"\s+", "-", s)[:80] or "untitled"


def title_of(page) -> str:
    for prop in page.get("properties", {}).values():
        if prop.get("type") == "title":
            return "".join(t["plain_text"] for t in prop["title"])
    return "untitled"


def children(block_id):
    cursor = None
    while True:
        q = f"/blocks/{block_id}/children?page_size=100" + (f"&start_cursor={cursor}" if cursor else "")
        data = get(q)
        yield from data["results"]
        if not data.get("has_more"):
            break
        cursor = data["next_cursor"]


def export_page(page_id, out: Path):
    page = get(f"/pages/{page_id}")
    name = slug(title_of(page))
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(["notion-exporter", "page", page_id, "-o", str(out / f"{name}.md")], check=True)
    for b in children(page_id):
        if b["type"] == "child_page":
            export_page(b["id"], out / name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--out", default="notion-md", type=Path)
    a = ap.parse_args()
    if not os.environ.get("NOTION_TOKEN"):
        sys.exit("NOTION_TOKEN not set")
    export_page(a.root.replace("-", "")[-32:], a.out)


if __name__ == "__main__":
    main()
