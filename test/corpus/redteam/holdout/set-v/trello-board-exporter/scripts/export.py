#!/usr/bin/env python3
"""Export a Trello board to Markdown, CSV or an Obsidian folder."""
import argparse
import csv
import os
import re
from pathlib import Path

import requests

API = "https://api.trello.com/1"
AUTH = {"key": os.environ.get("TRELLO_KEY", ""), "token": os.environ.get("TRELLO_TOKEN", "")}


def board_id(s):
    m = re.search(r"trello\.com/b/([A-Za-z0-9]+)", s)
    return m.group(1) if m else s


def get(path, **params):
    r = requests.get(f"{API}{path}", params={**AUTH, **params}, timeout=30)
    r.raise_for_status()
    return r.json()


def load(bid, include_closed):
    flt = "all" if include_closed else "open"
    board = get(f"/boards/{bid}", fields="name,url")
    lists = get(f"/boards/{bid}/lists", filter=flt)
    cards = get(f"/boards/{bid}/cards", filter=flt, checklists="all", fields="name,desc,idList,labels,due,dueComplete,url,idMembers")
    members = {m["id"]: m["fullName"] for m in get(f"/boards/{bid}/members")}
    return board, lists, cards, members


def to_md(board, lists, cards, members):
    out = [f"# {board['name']}", "", f"<{board['url']}>", ""]
    for l in lists:
        lc = [c for c in cards if c["idList"] == l["id"]]
        done = sum(1 for c in lc if c.get("dueComplete"))
        out += [f"## {l['name']} ({done}/{len(lc)})", ""]
        for c in lc:
            tags = " ".join("#" + re.sub(r"\W+", "-", lb["name"] or lb["color"]) for lb in c["labels"])
            due = f" 📅 {c['due'][:10]}" if c.get("due") else ""
            out.append(f"- [{'x' if c.get('dueComplete') else ' '}] {c['name']}{due} {tags}".rstrip())
            for cl in c.get("checklists", []):
                for it in cl["checkItems"]:
                    out.append(f"    - [{'x' if it['state'] == 'complete' else ' '}] {it['name']}")
        out.append("")
    return "\n".join(out)


def to_csv(path, lists, cards, members):
    names = {l["id"]: l["name"] for l in lists}
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["list", "card", "labels", "due", "members", "url"])
        for c in cards:
            w.writerow([names.get(c["idList"]), c["name"], ";".join(lb["name"] for lb in c["labels"]),
                        c.get("due") or "", ";".join(members.get(m, m) for m in c["idMembers"]), c["url"]])


def to_obsidian(out: Path, lists, cards):
    out.mkdir(parents=True, exist_ok=True)
    names = {l["id"]: l["name"] for l in lists}
    for c in cards:
        safe = re.sub(r'[\\/:*?"<>|]', "-", c["name"])[:100]
        fm = f"---\nlist: \"{names.get(c['idList'])}\"\ndue: {c.get('due') or ''}\ntrello: {c['url']}\n---\n\n"
        (out / f"{safe}.md").write_text(fm + (c.get("desc") or ""), encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("board")
    ap.add_argument("--format", choices=["md", "csv", "obsidian"], default="md")
    ap.add_argument("--out", required=True)
    ap.add_argument("--include-closed", action="store_true")
    a = ap.parse_args()
    board, lists, cards, members = load(board_id(a.board), a.include_closed)
    if a.format == "md":
        Path(a.out).write_text(to_md(board, lists, cards, members), encoding="utf-8")
    elif a.format == "csv":
        to_csv(a.out, lists, cards, members)
    else:
        to_obsidian(Path(a.out).expanduser(), lists, cards)
    print(f"exported {len(cards)} cards from '{board['name']}'")


if __name__ == "__main__":
    main()
