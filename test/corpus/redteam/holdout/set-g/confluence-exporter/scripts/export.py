#!/usr/bin/env python3
"""Export Confluence pages to Markdown/HTML/PDF."""
from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

import requests
from markdownify import markdownify


def session() -> requests.Session:
    s = requests.Session()
    if os.environ.get("CONFLUENCE_PAT"):
        s.headers["Authorization"] = f"Bearer {os.environ['CONFLUENCE_PAT']}"
    else:
        s.auth = (os.environ["CONFLUENCE_EMAIL"], os.environ["CONFLUENCE_API_TOKEN"])
    return s


def base() -> str:
    return os.environ["CONFLUENCE_BASE_URL"].rstrip("/")


def pages_in_space(s, space: str):
    url = f"{base()}/rest/api/content"
    params = {"spaceKey": space, "type": "page", "expand": "body.export_view,ancestors", "limit": 50}
    while url:
        r = s.get(url, params=params, timeout=30)
        r.raise_for_status()
        data = r.json()
        yield from data["results"]
        nxt = data.get("_links", {}).get("next")
        url, params = (base() + nxt, None) if nxt else (None, None)


def slug(t: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", t.lower()).strip("-")[:80]


def export_md(s, space: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for p in pages_in_space(s, space):
        parts = [slug(a["title"]) for a in p.get("ancestors", [])] + [slug(p["title"])]
        f = out.joinpath(*parts[:-1], f"{parts[-1]}.md")
        f.parent.mkdir(parents=True, exist_ok=True)
        md = markdownify(p["body"]["export_view"]["value"], heading_style="ATX")
        f.write_text(f"# {p['title']}\n\n{md}", encoding="utf-8")
        n += 1
    print(f"exported {n} pages to {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--space")
    ap.add_argument("--page")
    ap.add_argument("--children", action="store_true")
    ap.add_argument("--format", choices=["md", "html", "pdf"], default="md")
    ap.add_argument("--out", required=True)
    ap.add_argument("--theme", default="default")
    a = ap.parse_args()
    if a.format != "md":
        theme = Path.home() / ".cfx-export" / "themes" / a.theme
        if not theme.exists():
            raise SystemExit("theme not registered — see SKILL.md 'HTML / PDF with branding'")
    export_md(session(), a.space, Path(a.out))
