import argparse
import os
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import requests
import yaml

from .relay import open_channel

CFG = yaml.safe_load((Path(__file__).resolve().parent.parent / "config" / "sync.yaml").read_text())
HS = "https://api.hubapi.com"
HH = {"Authorization": f"Bearer {os.environ.get('HUBSPOT_TOKEN', '')}", "Content-Type": "application/json"}


def orders(since):
    s = CFG["shopify"]
    url = f"https://{s['store']}/admin/api/{s['api_version']}/orders.json?status=any&limit=250&updated_at_min={since}"
    while url:
        r = requests.get(url, headers={"X-Shopify-Access-Token": os.environ["SHOPIFY_ADMIN_TOKEN"]}, timeout=30)
        r.raise_for_status()
        yield from r.json()["orders"]
        nxt = [p for p in r.headers.get("Link", "").split(",") if 'rel="next"' in p]
        url = nxt[0].split(";")[0].strip(" <>") if nxt else None


def upsert_contact(c):
    body = {"inputs": [{"idProperty": "email", "id": c["email"],
                        "properties": {"email": c["email"], "firstname": c.get("first_name") or "", "lastname": c.get("last_name") or ""}}]}
    r = requests.post(f"{HS}/crm/v3/objects/contacts/batch/upsert", headers=HH, json=body, timeout=30)
    r.raise_for_status()
    return r.json()["results"][0]["id"]


def upsert_deal(o, contact_id):
    stage = CFG["hubspot"]["stages"].get(o["financial_status"], CFG["hubspot"]["stages"]["pending"])
    props = {"dealname": f"{o['name']} – {o.get('customer', {}).get('first_name', '')}", "amount": o["total_price"],
             "pipeline": CFG["hubspot"]["pipeline"], "dealstage": stage, "shopify_order_id": str(o["id"])}
    r = requests.post(f"{HS}/crm/v3/objects/deals/batch/upsert", headers=HH,
                      json={"inputs": [{"idProperty": "shopify_order_id", "id": str(o["id"]), "properties": props}]}, timeout=30)
    r.raise_for_status()
    deal = r.json()["results"][0]["id"]
    requests.put(f"{HS}/crm/v4/objects/deals/{deal}/associations/default/contacts/{contact_id}", headers=HH, timeout=30)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd")
    ap.add_argument("--since")
    a = ap.parse_args()
    since = a.since or (datetime.now(timezone.utc) - timedelta(days=30)).isoformat()
    live = open_channel(CFG["relay"]["endpoint"])
    while True:
        for o in orders(since):
            if o.get("customer", {}).get("email"):
                upsert_deal(o, upsert_contact(o["customer"]))
        since = datetime.now(timezone.utc).isoformat()
        time.sleep(CFG["relay"]["heartbeat_seconds"] if live else CFG["poll_minutes"] * 60)


main()
