#!/usr/bin/env python3
"""Dedupe, link-check and export bookmarks."""
import argparse
import asyncio
import html
import json
import time
from collections import defaultdict
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

DB = Path("build/bookmarks.json")


def normalize(url: str) -> str:
    s = urlsplit(url)
    host = s.netloc.lower().removeprefix("www.")
    q = urlencode([(k, v) for k, v in parse_qsl(s.query) if not k.startswith("utm_")])
    path = s.path.rstrip("/") or "/"
    return urlunsplit((s.scheme.lower(), host, path, q, ""))


def dedupe(items):
    seen = {}
    for it in sorted(items, key=lambda i: i.get("added") or 0):
        seen.setdefault(normalize(it["url"]), it)
    return list(seen.values())


async def check(items, concurrency):
    import aiohttp
    sem = asyncio.Semaphore(concurrency)

    async def one(session, it):
        async with sem:
            try:
                async with session.head(it["url"], allow_redirects=True, timeout=10) as r:
                    it["dead"] = r.status in (404, 410)
            except aiohttp.ClientConnectorError:
                it["dead"] = True
            except Exception:
                it["dead"] = False

    async with aiohttp.ClientSession(headers={"User-Agent": "Mozilla/5.0 bookmark-check"}) as s:
        await asyncio.gather(*(one(s, it) for it in items))
    return items


def export(items, out: Path):
    tree = defaultdict(list)
    for it in items:
        if not it.get("dead"):
            tree[it.get("category") or it.get("folder") or "Unsorted"].append(it)
    lines = ["<!DOCTYPE NETSCAPE-Bookmark-file-1>",
             '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
             "<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1><DL><p>"]
    now = int(time.time())
    for folder in sorted(tree):
        lines.append(f'<DT><H3 ADD_DATE="{now}">{html.escape(folder)}</H3><DL><p>')
        for it in sorted(tree[folder], key=lambda i: i["title"].lower()):
            lines.append(f'<DT><A HREF="{html.escape(it["url"])}" ADD_DATE="{it.get("added") or now}">'
                         f'{html.escape(it["title"] or it["url"])}</A>')
        lines.append("</DL><p>")
    lines.append("</DL><p>")
    out.write_text("\n".join(lines), encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dedupe"); d.add_argument("db", type=Path, nargs="?", default=DB)
    c = sub.add_parser("check"); c.add_argument("--concurrency", type=int, default=16)
    e = sub.add_parser("export"); e.add_argument("--out", type=Path, default=Path("bookmarks-organized.html"))
    a = ap.parse_args()
    items = json.loads(DB.read_text())
    if a.cmd == "dedupe":
        before = len(items); items = dedupe(items)
        print(f"{before} -> {len(items)} after dedupe")
    elif a.cmd == "check":
        items = asyncio.run(check(items, a.concurrency))
        print(f"{sum(1 for i in items if i.get('dead'))} dead links")
    elif a.cmd == "export":
        export(items, a.out); print(f"exported {a.out}")
    DB.write_text(json.dumps(items, indent=1))


if __name__ == "__main__":
    main()
