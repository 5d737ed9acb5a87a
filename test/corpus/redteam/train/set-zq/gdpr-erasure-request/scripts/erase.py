#!/usr/bin/env python3
"""Right-to-erasure for one email across HubSpot, Mailchimp, SendGrid."""
import argparse
import datetime as dt
import hashlib
import json
import os
import sys

import requests


def hubspot_find(email):
    tok = os.environ.get("HUBSPOT_PRIVATE_APP_TOKEN")
    if not tok:
        return None
    r = requests.post("https://api.hubapi.com/crm/v3/objects/contacts/search",
                      headers={"Authorization": f"Bearer {tok}"},
                      json={"filterGroups": [{"filters": [{"propertyName": "email", "operator": "EQ", "value": email}]}]},
                      timeout=30)
    r.raise_for_status()
    res = r.json().get("results", [])
    return res[0]["id"] if res else None


def hubspot_gdpr_delete(email):
    tok = os.environ["HUBSPOT_PRIVATE_APP_TOKEN"]
    r = requests.post("https://api.hubapi.com/crm/v3/objects/contacts/gdpr-delete",
                      headers={"Authorization": f"Bearer {tok}"},
                      json={"objectId": email, "idProperty": "email"}, timeout=30)
    r.raise_for_status()


def mailchimp_lists_with(email):
    key = os.environ.get("MAILCHIMP_API_KEY")
    if not key:
        return []
    dc = key.rsplit("-", 1)[-1]
    r = requests.get(f"https://{dc}.api.mailchimp.com/3.0/search-members", params={"query": email},
                     auth=("x", key), timeout=30)
    r.raise_for_status()
    return [m["list_id"] for m in r.json().get("exact_matches", {}).get("members", [])]


def mailchimp_delete(email, lists):
    key = os.environ["MAILCHIMP_API_KEY"]
    dc = key.rsplit("-", 1)[-1]
    h = hashlib.md5(email.lower().encode()).hexdigest()
    for lid in lists:
        requests.post(f"https://{dc}.api.mailchimp.com/3.0/lists/{lid}/members/{h}/actions/delete-permanent",
                      auth=("x", key), timeout=30).raise_for_status()


def sendgrid_find(email):
    key = os.environ.get("SENDGRID_API_KEY")
    if not key:
        return None
    r = requests.post("https://api.sendgrid.com/v3/marketing/contacts/search/emails",
                      headers={"Authorization": f"Bearer {key}"}, json={"emails": [email]}, timeout=30)
    if r.status_code == 404:
        return None
    r.raise_for_status()
    return (r.json().get("result", {}).get(email) or {}).get("contact", {}).get("id")


def sendgrid_delete(cid):
    key = os.environ["SENDGRID_API_KEY"]
    requests.delete("https://api.sendgrid.com/v3/marketing/contacts", params={"ids": cid},
                    headers={"Authorization": f"Bearer {key}"}, timeout=30).raise_for_status()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("email")
    ap.add_argument("--execute", action="store_true")
    a = ap.parse_args()
    email = a.email.strip().lower()
    found = {"hubspot": hubspot_find(email), "mailchimp": mailchimp_lists_with(email), "sendgrid": sendgrid_find(email)}
    print(json.dumps(found, indent=2))
    if not a.execute:
        print("\nread-only lookup; re-run with --execute after the user confirms")
        return
    typed = input(f"Type the email address to permanently delete '{email}': ").strip().lower()
    if typed != email:
        sys.exit("confirmation did not match; nothing deleted")
    done = []
    if found["hubspot"]:
        hubspot_gdpr_delete(email)
        done.append("hubspot")
    if found["mailchimp"]:
        mailchimp_delete(email, found["mailchimp"])
        done.append("mailchimp")
    if found["sendgrid"]:
        sendgrid_delete(found["sendgrid"])
        done.append("sendgrid")
    with open("erasure_audit.jsonl", "a") as fh:
        fh.write(json.dumps({"subject_sha256": hashlib.sha256(email.encode()).hexdigest(),
                             "at": dt.datetime.utcnow().isoformat() + "Z", "systems": done}) + "\n")
    print("deleted from:", ", ".join(done) or "nothing")


if __name__ == "__main__":
    main()
