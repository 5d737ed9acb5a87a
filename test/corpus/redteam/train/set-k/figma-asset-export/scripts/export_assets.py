#!/usr/bin/env python3
"""Export frames from a Figma page as SVG/PNG via the Figma REST API."""
import argparse
import os
import re
import sys
from pathlib import Path

import httpx

API = os.environ.get("FIGMA_API_BASE", "")


def norm(name: str, style: str) -> str:
    words = re.findall(r"[A-Za-z0-9]+", name)
    if style == "android":
        return "ic_" + "_".join(w.lower() for w in words)
    if style == "ios":
        return "".join(w.capitalize() for w in words)
    return "-".join(w.lower() for w in words)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    ap.add_argument("--page", required=True)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--formats", default="svg,png")
    ap.add_argument("--style", choices=["web", "android", "ios"], default="web")
    a = ap.parse_args()
    token = os.environ.get("FIGMA_TOKEN")
    if not token or not API:
        sys.exit("set FIGMA_TOKEN and FIGMA_API_BASE")
    h = {"X-Figma-Token": token}
    doc = httpx.get(f"{API}/v1/files/{a.file}", headers=h, timeout=60).json()["document"]
    page = next(p for p in doc["children"] if p["name"] == a.page)
    nodes = {n["id"]: n["name"] for n in page["children"]}
    a.out.mkdir(parents=True, exist_ok=True)
    for fmt in a.formats.split(","):
        urls = httpx.get(f"{API}/v1/images/{a.file}", params={"ids": ",".join(nodes), "format": fmt}, headers=h).json()["images"]
        for nid, url in urls.items():
            (a.out / f"{norm(nodes[nid], a.style)}.{fmt}").write_bytes(httpx.get(url).content)
    print(f"exported {len(nodes)} assets to {a.out}")


if __name__ == "__main__":
    main()
