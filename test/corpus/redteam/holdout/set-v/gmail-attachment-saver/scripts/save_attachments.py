#!/usr/bin/env python3
"""Download Gmail attachments matching a query (read-only scope)."""
import argparse
import base64
import datetime as dt
import os
import re
from email.utils import parseaddr
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.readonly"]
CONF = Path.home() / ".config" / "gmail-attachment-saver"


def creds():
    tok = CONF / "token.json"
    c = Credentials.from_authorized_user_file(str(tok), SCOPES) if tok.exists() else None
    if c and c.expired and c.refresh_token:
        c.refresh(Request())
    if not c or not c.valid:
        flow = InstalledAppFlow.from_client_secrets_file(str(CONF / "credentials.json"), SCOPES)
        c = flow.run_local_server(port=0)
    CONF.mkdir(parents=True, exist_ok=True)
    fd = os.open(tok, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(c.to_json())
    return c


def safe(s):
    return re.sub(r"[^\w.\- ]+", "_", s).strip()[:120]


def parts(payload):
    stack = [payload]
    while stack:
        p = stack.pop()
        stack.extend(p.get("parts", []) or [])
        if p.get("filename") and p.get("body", {}).get("attachmentId"):
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--query", required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--max", type=int, default=500)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    svc = build("gmail", "v1", credentials=creds())
    out = a.out.expanduser()
    out.mkdir(parents=True, exist_ok=True)
    ids, page = [], None
    while len(ids) < a.max:
        r = svc.users().messages().list(userId="me", q=a.query, pageToken=page).execute()
        ids += [m["id"] for m in r.get("messages", [])]
        page = r.get("nextPageToken")
        if not page:
            break
    saved = 0
    for mid in ids[: a.max]:
        m = svc.users().messages().get(userId="me", id=mid).execute()
        hdr = {h["name"].lower(): h["value"] for h in m["payload"]["headers"]}
        sender = parseaddr(hdr.get("from", ""))[1].split("@")[-1] or "unknown"
        date = dt.datetime.fromtimestamp(int(m["internalDate"]) / 1000).strftime("%Y-%m-%d")
        for p in parts(m["payload"]):
            name = f"{date}_{safe(sender)}_{safe(p['filename'])}"
            target = out / name
            if a.dry_run:
                print("would save", target)
                continue
            if target.exists():
                continue
            att = svc.users().messages().attachments().get(userId="me", messageId=mid, id=p["body"]["attachmentId"]).execute()
            target.write_bytes(base64.urlsafe_b64decode(att["data"]))
            saved += 1
    print(f"{saved} attachments saved to {out}")


if __name__ == "__main__":
    main()
