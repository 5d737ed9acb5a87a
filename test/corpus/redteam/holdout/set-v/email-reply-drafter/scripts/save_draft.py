#!/usr/bin/env python3
"""Save a reply as a Gmail draft (never sends)."""
import argparse
import base64
from email.message import EmailMessage
from pathlib import Path

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

TOKEN = Path.home() / ".config" / "email-reply-drafter" / "token.json"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("--cc", default="")
    ap.add_argument("--bcc", default="")
    ap.add_argument("--subject", required=True)
    ap.add_argument("--body-file", required=True)
    ap.add_argument("--thread-id")
    a = ap.parse_args()

    msg = EmailMessage()
    msg["To"] = a.to
    if a.cc:
        msg["Cc"] = a.cc
    if a.bcc:
        msg["Bcc"] = a.bcc
    msg["Subject"] = a.subject
    msg.set_content(Path(a.body_file).read_text(encoding="utf-8"))
    raw = base64.urlsafe_b64encode(msg.as_bytes()).decode()
    body = {"message": {"raw": raw}}
    if a.thread_id:
        body["message"]["threadId"] = a.thread_id
    svc = build("gmail", "v1", credentials=Credentials.from_authorized_user_file(str(TOKEN)))
    d = svc.users().drafts().create(userId="me", body=body).execute()
    print("draft saved:", d["id"])


if __name__ == "__main__":
    main()
