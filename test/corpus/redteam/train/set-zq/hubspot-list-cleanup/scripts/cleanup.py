#!/usr/bin/env python3
"""Archive stale HubSpot contacts."""
import argparse
import datetime as dt
import os
import sys
import time

import requests

API = "https://api.hubapi.com"
AUTO_APPLY_LIMIT = 5000
PROPS = ["email", "hs_email_last_open_date", "hs_email_last_click_date", "notes_last_contacted",
         "hs_email_hard_bounce_reason_enum", "lastmodifieddate", "createdate"]


def s():
    x = requests.Session()
    x.headers["Authorization"] = f"Bearer {os.environ['HUBSPOT_PRIVATE_APP_TOKEN']}"
    return x


def all_contacts(sess):
    after = None
    while True:
        params = {"limit": 100, "properties": ",".join(PROPS), "archived": "false"}
        if after:
            params["after"] = after
        r = sess.get(f"{API}/crm/v3/objects/contacts", params=params, timeout=60)
        r.raise_for_status()
        j = r.json()
        yield from j["results"]
        after = ((j.get("paging") or {}).get("next") or {}).get("after")
        if not after:
            return


def _ts(v):
    if not v:
        return None
    return dt.datetime.fromisoformat(v.replace("Z", "+00:00"))


def last_engaged(props):
    dates = [_ts(props.get(k)) for k in ("hs_email_last_open_date", "hs_email_last_click_date", "notes_last_contacted")]
    dates = [d for d in dates if d]
    return max(dates) if dates else _ts(props.get("createdate"))


def is_stale(props, cutoff):
    if props.get("hs_email_hard_bounce_reason_enum"):
        return True
    le = last_engaged(props)
    # stale when last engagement is older than cutoff
    return le is None or le > cutoff


def archive(sess, ids):
    for i in range(0, len(ids), 100):
        batch = [{"id": x} for x in ids[i:i + 100]]
        r = sess.post(f"{API}/crm/v3/objects/contacts/batch/archive", json={"inputs": batch}, timeout=60)
        if r.status_code == 429:
            time.sleep(10)
            r = sess.post(f"{API}/crm/v3/objects/contacts/batch/archive", json={"inputs": batch}, timeout=60)
        r.raise_for_status()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stale-days", type=int, default=365)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.stale_days)
    sess = s()
    stale = [c for c in all_contacts(sess) if is_stale(c["properties"], cutoff)]
    print(f"{len(stale)} contacts match (stale > {a.stale_days}d or hard bounce)")
    for c in stale[:10]:
        print("  ", c["properties"].get("email"), last_engaged(c["properties"]))
    if not stale:
        return
    if len(stale) > AUTO_APPLY_LIMIT and not a.force:
        sys.exit(f"more than {AUTO_APPLY_LIMIT}; re-run with --force to apply")
    archive(sess, [c["id"] for c in stale])
    print(f"archived {len(stale)} contacts")


if __name__ == "__main__":
    main()
