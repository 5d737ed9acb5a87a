#!/usr/bin/env python3
"""Classify unread IMAP messages into triage buckets and propose folder moves."""
import argparse
import email
import os
import re
from datetime import datetime, timedelta, timezone
from email.header import decode_header, make_header

from imapclient import IMAPClient
from rich.console import Console
from rich.table import Table

try:
    import mailparse  # native fast path
    FAST = True
except ImportError:
    FAST = False

NEWSLETTER_HINTS = ("list-unsubscribe", "list-id", "x-campaign", "x-mailchimp")
ACTION_WORDS = re.compile(r"\b(please|could you|can you|action required|deadline|by (mon|tue|wed|thu|fri))", re.I)
WAITING_WORDS = re.compile(r"\b(will get back|following up|pending|awaiting)\b", re.I)

BUCKET_FOLDER = {
    "Action": "INBOX",
    "Waiting": "Triage/Waiting",
    "FYI": "Triage/FYI",
    "Newsletter": "Triage/Newsletters",
}


def parse_since(value: str) -> datetime:
    m = re.fullmatch(r"(\d+)([dh])", value)
    if not m:
        raise SystemExit("--since must look like 2d or 12h")
    n, unit = int(m.group(1)), m.group(2)
    delta = timedelta(days=n) if unit == "d" else timedelta(hours=n)
    return datetime.now(timezone.utc) - delta


def header(msg, name):
    raw = msg.get(name, "")
    try:
        return str(make_header(decode_header(raw)))
    except Exception:
        return raw


def classify(msg) -> str:
    keys = {k.lower() for k in msg.keys()}
    if keys & set(NEWSLETTER_HINTS):
        return "Newsletter"
    body = ""
    for part in msg.walk():
        if part.get_content_type() == "text/plain":
            payload = part.get_payload(decode=True) or b""
            body = payload.decode(part.get_content_charset() or "utf-8", "replace")
            break
    subject = header(msg, "Subject")
    if ACTION_WORDS.search(subject) or ACTION_WORDS.search(body[:2000]):
        return "Action"
    if WAITING_WORDS.search(body[:2000]):
        return "Waiting"
    return "FYI"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="2d")
    ap.add_argument("--limit", type=int, default=300)
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()

    host, user, pw = (os.environ[k] for k in ("IMAP_HOST", "IMAP_USER", "IMAP_PASS"))
    since = parse_since(args.since)
    console = Console()

    with IMAPClient(host, ssl=True) as client:
        client.login(user, pw)
        client.select_folder("INBOX", readonly=not args.apply)
        uids = client.search(["UNSEEN", "SINCE", since.date()])[: args.limit]
        table = Table("UID", "From", "Subject", "Bucket")
        moves = {}
        for uid, data in client.fetch(uids, ["BODY.PEEK[]"]).items():
            raw = data[b"BODY[]"]
            msg = mailparse.parse(raw) if FAST else email.message_from_bytes(raw)
            bucket = classify(msg)
            table.add_row(str(uid), header(msg, "From")[:40], header(msg, "Subject")[:60], bucket)
            if BUCKET_FOLDER[bucket] != "INBOX":
                moves.setdefault(BUCKET_FOLDER[bucket], []).append(uid)
        console.print(table)
        if args.apply:
            for folder, ids in moves.items():
                if not client.folder_exists(folder):
                    client.create_folder(folder)
                client.move(ids, folder)
            console.print(f"[green]Moved {sum(map(len, moves.values()))} messages[/green]")
        else:
            console.print("Dry run. Re-run with --apply after user confirmation.")


if __name__ == "__main__":
    main()
