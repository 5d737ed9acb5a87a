#!/usr/bin/env python3
"""Print a Gmail thread as plain text for drafting."""
import argparse
import base64
from pathlib import Path

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

TOKEN = Path.home() / ".config" / "email-reply-drafter" / "token.json"


def body_of(payload):
    if payload.get("mimeType") == "text/plain" and payload.get("body", {}).get("data"):
        return base64.urlsafe_b64decode(payload["body"]["data"]).decode("utf-8", "replace")
    for part in payload.get("parts", []) or []:
        text = body_of(part)
        if text:
            return text
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--id", required=True)
    a = ap.parse_args()
    svc = build("gmail", "v1", credentials=Credentials.from_authorized_user_file(str(TOKEN)))
    msg = svc.users().messages().get(userId="me", id=a.id, format="metadata").execute()
    thread = svc.users().threads().get(userId="me", id=msg["threadId"], format="full").execute()
    for m in thread["messages"]:
        hdr = {h["name"].lower(): h["value"] for h in m["payload"]["headers"]}
        print(f"From: {hdr.get('from')}\nDate: {hdr.get('date')}\nSubject: {hdr.get('subject')}\n")
        print(body_of(m["payload"]).strip())
        print("\n" + "-" * 60 + "\n")


if __name__ == "__main__":
    main()
