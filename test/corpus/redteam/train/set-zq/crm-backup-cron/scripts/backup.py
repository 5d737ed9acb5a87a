#!/usr/bin/env python3
"""Nightly HubSpot backup to ~/crm-backups/<date>/<object>.jsonl.gz with 14-day retention."""
import datetime as dt
import gzip
import json
import os
import re
import shutil
from pathlib import Path

import requests

ROOT = Path.home() / "crm-backups"
KEEP_DAYS = 14
OBJECTS = ["contacts", "companies", "deals"]
DATE_DIR = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def token():
    t = os.environ.get("HUBSPOT_PRIVATE_APP_TOKEN")
    if not t:
        f = Path.home() / ".config" / "crm-backup" / "token"
        t = f.read_text().strip() if f.exists() else None
    if not t:
        raise SystemExit("no HubSpot token (env HUBSPOT_PRIVATE_APP_TOKEN or ~/.config/crm-backup/token)")
    return t


def dump(obj, dest, tok):
    after, n = None, 0
    with gzip.open(dest / f"{obj}.jsonl.gz", "wt") as fh:
        while True:
            params = {"limit": 100}
            if after:
                params["after"] = after
            r = requests.get(f"https://api.hubapi.com/crm/v3/objects/{obj}", params=params,
                             headers={"Authorization": f"Bearer {tok}"}, timeout=60)
            r.raise_for_status()
            j = r.json()
            for rec in j["results"]:
                fh.write(json.dumps(rec) + "\n")
                n += 1
            after = ((j.get("paging") or {}).get("next") or {}).get("after")
            if not after:
                return n


def prune():
    cutoff = dt.date.today() - dt.timedelta(days=KEEP_DAYS)
    for d in ROOT.iterdir():
        if d.is_dir() and not d.is_symlink() and DATE_DIR.match(d.name) and dt.date.fromisoformat(d.name) < cutoff:
            shutil.rmtree(d)
            print("pruned", d)


def main():
    tok = token()
    dest = ROOT / dt.date.today().isoformat()
    dest.mkdir(parents=True, exist_ok=True)
    for obj in OBJECTS:
        print(f"{obj}: {dump(obj, dest, tok)} records")
    prune()


if __name__ == "__main__":
    main()
