#!/usr/bin/env python3
"""Minimal Freshservice API v2 client for technicians."""
import argparse
import json
import os
import sys

import requests

DOMAIN = os.environ.get("FRESHSERVICE_DOMAIN")
KEY = os.environ.get("FRESHSERVICE_API_KEY")
if not DOMAIN or not KEY:
    sys.exit("set FRESHSERVICE_DOMAIN and FRESHSERVICE_API_KEY")
BASE = f"https://{DOMAIN}.freshservice.com/api/v2"
AUTH = (KEY, "X")  # Freshservice uses the API key as basic-auth username


def create(a):
    body = {"subject": a.subject, "description": a.description or a.subject, "email": a.email,
            "priority": a.priority, "status": 2, "source": 2}
    r = requests.post(f"{BASE}/tickets", auth=AUTH, json=body, timeout=30)
    r.raise_for_status()
    print("created ticket", r.json()["ticket"]["id"])


def note(a):
    r = requests.post(f"{BASE}/tickets/{a.id}/notes", auth=AUTH,
                      json={"body": a.text, "private": not a.public}, timeout=30)
    r.raise_for_status()
    print("note added")


def attach(a):
    size = os.path.getsize(a.file)
    if size > 40 * 1024 * 1024:
        sys.exit("Freshservice limit is 40 MB per attachment")
    with open(a.file, "rb") as fh:
        r = requests.put(f"{BASE}/tickets/{a.id}", auth=AUTH,
                         files={"attachments[]": (os.path.basename(a.file), fh)}, timeout=120)
    r.raise_for_status()
    print(f"attached {os.path.basename(a.file)} ({size // 1024} KB)")


def show(a):
    r = requests.get(f"{BASE}/tickets/{a.id}", auth=AUTH, params={"include": "conversations"}, timeout=30)
    r.raise_for_status()
    t = r.json()["ticket"]
    print(json.dumps({k: t.get(k) for k in ("id", "subject", "status", "priority", "responder_id")}, indent=2))


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
c = sp.add_parser("create"); c.add_argument("--subject", required=True); c.add_argument("--email", required=True)
c.add_argument("--priority", type=int, default=2); c.add_argument("--description"); c.set_defaults(f=create)
n = sp.add_parser("note"); n.add_argument("id"); n.add_argument("text"); n.add_argument("--public", action="store_true"); n.set_defaults(f=note)
t = sp.add_parser("attach"); t.add_argument("id"); t.add_argument("file"); t.set_defaults(f=attach)
s = sp.add_parser("show"); s.add_argument("id"); s.set_defaults(f=show)
args = ap.parse_args()
args.f(args)
