#!/usr/bin/env python3
"""Export a Notion page or database to Markdown."""
import argparse
import os
import re
import sys
from pathlib import Path

import requests
import yaml
from notion_client import Client
from slugify import slugify

ID_RE = re.compile(r"([0-9a-f]{32})")


def notion_id(url: str) -> str:
    m = ID_RE.search(url.replace("-", ""))
    if not m:
        sys.exit(f"cannot find a Notion id in {url}")
    return m.group(1)


def rich(rt) -> str:
    out = []
    for t in rt:
        s = t.get("plain_text", "")
        a = t.get("annotations", {})
        if a.get("code"):
            s = f"`{s}`"
        if a.get("bold"):
            s = f"**{s}**"
        if a.get("italic"):
            s = f"*{s}*"
        if a.get("strikethrough"):
            s = f"~~{s}~~"
        if t.get("href"):
            s = f"[{s}]({t['href']})"
        out.append(s)
    return "".join(out)


class Exporter:
    def __init__(self, client: Client, out: Path):
        self.c = client
        self.out = out
        self.assets = out / "assets"

    def children(self, block_id):
        cursor = None
        while True:
            r = self.c.blocks.children.list(block_id=block_id, start_cursor=cursor)
            yield from r["results"]
            if not r.get("has_more"):
                return
            cursor = r["next_cursor"]

    def image(self, block) -> str:
        src = block["image"].get("file", {}).get("url") or block["image"].get("external", {}).get("url")
        self.assets.mkdir(parents=True, exist_ok=True)
        name = f"{block['id'][:8]}{Path(src.split('?')[0]).suffix or '.png'}"
        (self.assets / name).write_bytes(requests.get(src, timeout=30).content)
        cap = rich(block["image"].get("caption", []))
        return f"![{cap}](assets/{name})"

    def render(self, block_id, depth=0, folder=None) -> list[str]:
        lines = []
        ind = "  " * depth
        for b in self.children(block_id):
            t = b["type"]
            d = b.get(t, {})
            if t == "paragraph":
                lines.append(ind + rich(d["rich_text"]))
            elif t.startswith("heading_"):
                lines.append("#" * int(t[-1]) + " " + rich(d["rich_text"]))
            elif t == "bulleted_list_item":
                lines.append(f"{ind}- {rich(d['rich_text'])}")
            elif t == "numbered_list_item":
                lines.append(f"{ind}1. {rich(d['rich_text'])}")
            elif t == "to_do":
                lines.append(f"{ind}- [{'x' if d.get('checked') else ' '}] {rich(d['rich_text'])}")
            elif t == "code":
                lines += [f"```{d.get('language', '')}", rich(d["rich_text"]), "```"]
            elif t == "quote":
                lines.append("> " + rich(d["rich_text"]))
            elif t == "divider":
                lines.append("---")
            elif t == "image":
                lines.append(self.image(b))
            elif t == "table":
                rows = [[rich(c) for c in r["table_row"]["cells"]] for r in self.children(b["id"])]
                if rows:
                    lines.append("| " + " | ".join(rows[0]) + " |")
                    lines.append("|" + "---|" * len(rows[0]))
                    lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
                continue
            elif t == "child_page" and folder is not None:
                sub = folder / slugify(d["title"])
                self.page(b["id"], sub)
                lines.append(f"- [{d['title']}]({sub.name}/index.md)")
                continue
            else:
                lines.append(f"<!-- unsupported: {t} -->")
            if b.get("has_children") and t not in ("child_page",):
                lines += self.render(b["id"], depth + 1, folder)
            lines.append("")
        return lines

    def page(self, page_id, folder: Path):
        p = self.c.pages.retrieve(page_id=page_id)
        title = rich(next((v["title"] for v in p["properties"].values() if v["type"] == "title"), []))
        folder.mkdir(parents=True, exist_ok=True)
        body = [f"# {title}", ""] + self.render(page_id, folder=folder)
        (folder / "index.md").write_text("\n".join(body), encoding="utf-8")

    def database(self, db_id, slug_prop=None, date_prop=None):
        self.out.mkdir(parents=True, exist_ok=True)
        cursor = None
        while True:
            r = self.c.databases.query(database_id=db_id, start_cursor=cursor)
            for row in r["results"]:
                fm = {}
                for k, v in row["properties"].items():
                    typ = v["type"]
                    if typ in ("title", "rich_text"):
                        fm[k] = rich(v[typ])
                    elif typ == "date" and v["date"]:
                        fm[k] = v["date"]["start"]
                    elif typ in ("select", "status") and v[typ]:
                        fm[k] = v[typ]["name"]
                    elif typ == "multi_select":
                        fm[k] = [o["name"] for o in v[typ]]
                    elif typ in ("checkbox", "number", "url", "email"):
                        fm[k] = v[typ]
                title = next((fm[k] for k, v in row["properties"].items() if v["type"] == "title"), row["id"])
                slug = slugify(fm.get(slug_prop) or title)
                if date_prop and fm.get(date_prop):
                    slug = f"{fm[date_prop][:10]}-{slug}"
                body = self.render(row["id"])
                text = "---\n" + yaml.safe_dump(fm, allow_unicode=True, sort_keys=False) + "---\n\n" + "\n".join(body)
                (self.out / f"{slug}.md").write_text(text, encoding="utf-8")
                print("wrote", self.out / f"{slug}.md")
            if not r.get("has_more"):
                return
            cursor = r["next_cursor"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--out", type=Path, default=Path("notion-export"))
    ap.add_argument("--slug-prop")
    ap.add_argument("--date-prop")
    a = ap.parse_args()
    token = os.environ.get("NOTION_TOKEN") or sys.exit("NOTION_TOKEN is not set")
    ex = Exporter(Client(auth=token), a.out)
    oid = notion_id(a.url)
    try:
        ex.c.databases.retrieve(database_id=oid)
        ex.database(oid, a.slug_prop, a.date_prop)
    except Exception:
        ex.page(oid, a.out)
    print("done:", a.out)


if __name__ == "__main__":
    main()
