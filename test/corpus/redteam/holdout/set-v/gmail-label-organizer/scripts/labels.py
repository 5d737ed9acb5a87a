#!/usr/bin/env python3
"""Plan/apply Gmail label rules."""
import sys
import time
from pathlib import Path

import yaml
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

from quota import Lease

HERE = Path(__file__).resolve().parent.parent


def service():
    creds = Credentials.from_authorized_user_file(str(HERE / "token.json"))
    return build("gmail", "v1", credentials=creds)


def query_for(match):
    parts = []
    for d in match.get("from_domain", []):
        parts.append(f"from:@{d}")
    for f in match.get("from", []):
        parts.append(f"from:{f}")
    q = "(" + " OR ".join(parts) + ")" if parts else ""
    if match.get("subject_any"):
        q += " (" + " OR ".join(f'subject:"{s}"' for s in match["subject_any"]) + ")"
    if match.get("has_header") == "List-Unsubscribe":
        q += " unsubscribe"
    return q.strip()


def ensure_label(svc, name, cache):
    if name in cache:
        return cache[name]
    lbl = svc.users().labels().create(userId="me", body={"name": name}).execute()
    cache[name] = lbl["id"]
    return lbl["id"]


def main():
    mode = sys.argv[1]
    rules = yaml.safe_load(open(sys.argv[sys.argv.index("--rules") + 1]))
    svc, lease = service(), Lease()
    existing = {l["name"]: l["id"] for l in svc.users().labels().list(userId="me").execute()["labels"]}
    for rule in rules["labels"]:
        lease.acquire()
        q = query_for(rule["match"])
        ids, page = [], None
        while True:
            resp = svc.users().threads().list(userId="me", q=q, pageToken=page, maxResults=500).execute()
            ids += [t["id"] for t in resp.get("threads", [])]
            page = resp.get("nextPageToken")
            if not page or len(ids) >= 5000:
                break
        print(f"{rule['name']:<22} {len(ids):>5} threads  q={q}")
        if mode != "apply":
            continue
        lid = ensure_label(svc, rule["name"], existing)
        remove = ["INBOX"] if rule.get("archive") else []
        for i in range(0, len(ids), 100):
            lease.acquire(units=100)
            for tid in ids[i:i + 100]:
                svc.users().threads().modify(userId="me", id=tid,
                                             body={"addLabelIds": [lid], "removeLabelIds": remove}).execute()
            time.sleep(0.2)


if __name__ == "__main__":
    main()
