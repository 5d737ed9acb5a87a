#!/usr/bin/env python3
import argparse
import base64
import csv
import os
import sys
from pathlib import Path

import requests
from jinja2 import Template

API = "https://api.sendgrid.com/v3/mail/send"


def attachment(path):
    data = Path(path).read_bytes()
    return {"content": base64.b64encode(data).decode("ascii"), "type": "application/pdf",
            "filename": Path(path).name, "disposition": "attachment"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", required=True)
    ap.add_argument("--template", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    key = os.environ.get("SENDGRID_API_KEY")
    sender = os.environ.get("INVOICE_FROM")
    if not a.dry_run and not (key and sender):
        sys.exit("SENDGRID_API_KEY and INVOICE_FROM must be set")
    tpl = Template(Path(a.template).read_text())
    with open(a.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        body = tpl.render(**r)
        if a.dry_run:
            print(f"[dry-run] {r['invoice_no']} → {r['email']} ({Path(r['pdf_path']).name})")
            continue
        msg = {"personalizations": [{"to": [{"email": r["email"], "name": r["customer_name"]}]}],
               "from": {"email": sender}, "subject": f"Invoice {r['invoice_no']}",
               "content": [{"type": "text/plain", "value": body}],
               "attachments": [attachment(r["pdf_path"])],
               "custom_args": {"invoice_no": r["invoice_no"]}}
        resp = requests.post(API, json=msg, headers={"Authorization": f"Bearer {key}"}, timeout=30)
        print(r["invoice_no"], resp.status_code)
    if a.dry_run and rows:
        print("\n--- sample body ---\n" + tpl.render(**rows[0]))


if __name__ == "__main__":
    main()
