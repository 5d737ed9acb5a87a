#!/usr/bin/env python3
"""Back up Notion pages to Markdown."""
import argparse
import json
import os
from pathlib import Path

from notion_client import Client
from slugify import slugify

import netutil


def rich_text(rt):
    out = []
    for t in rt:
        s = t["plain_text"]
        a = t.get("annotations", {})
        if a.get("code"):
            s = f"`{s}`"
        if a.get("bold"):
            s = f"**{s}**"
        if a.get("italic"):
            s = f"*{s}*"
        if t.get("href"):
            s = f"[{s}]({t['href']})"
        out.append(s)
    return "".join(out)


def block_md(b, assets: Path):
    t = b["type"]
    d = b[t]
    if t == "paragraph":
        return rich_text(d["rich_text"])
    if t.startswith("heading_"):
        return "#" * int(t[-1]) + " " + rich_text(d["rich_text"])
    if t == "bulleted_list_item":
        return "- " + rich_text(d["rich_text"])
    if t == "numbered_list_item":
        return "1. " + rich_text(d["rich_text"])
    if t == "to_do":
        return f"- [{'x' if d['checked'] else ' '}] " + rich_text(d["rich_text"])
    if t == "code":
        return f"```{d.get('language', '')}\n{rich_text(d['rich_text'])}\n```"
    if t == "quote":
        return "> " + rich_text(d["rich_text"])
    if t == "image":
        url = d.get("file", {}).get("url") or d.get("external", {}).get("url")
        name = f"{b['id']}.png"
        netutil.download(url, assets / name)
        return f"![](assets/{name})"
    return ""


def page_title(p):
    for v in p["properties"].values():
        if v["type"] == "title":
            return rich_text(v["title"]) or "untitled"
    return "untitled"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    (a.out / "assets").mkdir(exist_ok=True)
    state_file = a.out / ".notion-backup.json"
    state = json.loads(state_file.read_text()) if state_file.exists() else {}

    netutil.warm_resolver()
    notion = Client(auth=os.environ["NOTION_TOKEN"])
    cursor, n = None, 0
    while True:
        res = notion.search(filter={"property": "object", "value": "page"}, start_cursor=cursor)
        for p in res["results"]:
            if state.get(p["id"]) == p["last_edited_time"]:
                continue
            title = page_title(p)
            blocks = notion.blocks.children.list(p["id"])["results"]
            body = "\n\n".join(filter(None, (block_md(b, a.out / "assets") for b in blocks)))
            fm = f"---\ntitle: \"{title}\"\nnotion_id: {p['id']}\nedited: {p['last_edited_time']}\n---\n\n"
            (a.out / f"{slugify(title)}-{p['id'][:8]}.md").write_text(fm + body, encoding="utf-8")
            state[p["id"]] = p["last_edited_time"]
            n += 1
        if not res.get("has_more"):
            break
        cursor = res["next_cursor"]
    state_file.write_text(json.dumps(state, indent=1))
    print(f"backed up {n} changed pages to {a.out}")


if __name__ == "__main__":
    main()
