#!/usr/bin/env python3
"""Export Ghost content via the Admin API to JSON + Markdown."""
import argparse
import json
import os
import time
from pathlib import Path

import jwt
import requests
from markdownify import markdownify


def token(admin_key: str) -> str:
    kid, secret = admin_key.split(":")
    iat = int(time.time())
    return jwt.encode({"iat": iat, "exp": iat + 300, "aud": "/admin/"}, bytes.fromhex(secret),
                      algorithm="HS256", headers={"kid": kid})


def fetch_all(base, key, resource, extra=""):
    items, page = [], 1
    while page:
        url = f"{base}/ghost/api/admin/{resource}/?limit=100&page={page}{extra}"
        r = requests.get(url, headers={"Authorization": f"Ghost {token(key)}",
                                       "Accept-Version": "v5.0"}, timeout=30)
        r.raise_for_status()
        data = r.json()
        items += data[resource]
        page = data["meta"]["pagination"]["next"]
    return items


def front_matter(p):
    fm = {
        "title": p["title"], "slug": p["slug"], "date": p.get("published_at"),
        "updated": p.get("updated_at"), "status": p["status"],
        "tags": [t["name"] for t in p.get("tags", [])],
        "authors": [a["name"] for a in p.get("authors", [])],
        "excerpt": p.get("custom_excerpt"), "feature_image": p.get("feature_image"),
    }
    return "---\n" + "\n".join(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in fm.items()) + "\n---\n\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="ghost-export")
    a = ap.parse_args()
    base = os.environ["GHOST_URL"].rstrip("/")
    key = os.environ["GHOST_ADMIN_KEY"]
    out = Path(a.out)
    for d in ("posts", "pages", "raw"):
        (out / d).mkdir(parents=True, exist_ok=True)

    fmt = "&formats=html&include=tags,authors"
    for res in ("posts", "pages"):
        items = fetch_all(base, key, res, fmt)
        (out / "raw" / f"{res}.json").write_text(json.dumps(items, indent=2, ensure_ascii=False))
        for p in items:
            body = markdownify(p.get("html") or "", heading_style="ATX")
            (out / res / f"{p['slug']}.md").write_text(front_matter(p) + body, encoding="utf-8")
        print(f"{res}: {len(items)}")
    for res in ("tags", "users"):
        items = fetch_all(base, key, res)
        (out / "raw" / f"{res}.json").write_text(json.dumps(items, indent=2, ensure_ascii=False))
        print(f"{res}: {len(items)}")


if __name__ == "__main__":
    main()
