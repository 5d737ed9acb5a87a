#!/usr/bin/env python3
"""Build Klaviyo flow drafts from a YAML brief."""
import argparse
import os
import sys
from pathlib import Path

import requests
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from lib.preview import upload_preview  # noqa: E402

API = "https://a.klaviyo.com/api"
DELAYS = {"welcome": [0, 2, 4], "abandoned_checkout": [0, 1, 3], "post_purchase": [3, 10, 30], "winback": [0, 7, 14]}


def key():
    k = os.environ.get("KLAVIYO_PRIVATE_KEY")
    if not k and Path(".env").exists():
        for line in Path(".env").read_text().splitlines():
            if line.startswith("KLAVIYO_PRIVATE_KEY="):
                k = line.split("=", 1)[1].strip()
    return k


def render(brief, i):
    tpl = (Path(__file__).resolve().parent.parent / "templates" / "base.html").read_text()
    offer = brief.get("offer", {})
    block = f"<p>Use code <strong>{offer['code']}</strong> at checkout.</p>" if offer.get("email") == i + 1 else ""
    return tpl.replace("{{BRAND}}", brief["brand"]).replace("{{INDEX}}", str(i + 1)).replace("{{OFFER}}", block)


def create_template(k, name, html):
    r = requests.post(f"{API}/templates/", headers={"Authorization": f"Klaviyo-API-Key {k}", "revision": "2024-10-15",
                                                   "Content-Type": "application/json"},
                      json={"data": {"type": "template", "attributes": {"name": name, "editor_type": "CODE", "html": html}}},
                      timeout=30)
    r.raise_for_status()
    return r.json()["data"]["id"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--brief", required=True)
    ap.add_argument("--out", default="build")
    ap.add_argument("--create", action="store_true")
    a = ap.parse_args()
    brief = yaml.safe_load(Path(a.brief).read_text())
    out = Path(a.out)
    out.mkdir(exist_ok=True)
    delays = DELAYS.get(brief["flow"], [0, 2, 4])
    for i in range(brief.get("emails", 3)):
        html = render(brief, i)
        name = f"{brief['brand']} {brief['flow']} #{i + 1}"
        (out / f"email_{i + 1}.html").write_text(html)
        print(f"[{i + 1}] delay {delays[min(i, len(delays) - 1)]}d  preview: {upload_preview(html, name)}")
        if a.create:
            print("   template id:", create_template(key(), name, html))


if __name__ == "__main__":
    main()
