#!/usr/bin/env python3
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import requests

STORE, TOKEN = os.environ["SHOPIFY_STORE"], os.environ["SHOPIFY_ADMIN_TOKEN"]
SENT = Path.home() / ".config" / "cart-reminder" / "sent.txt"


def checkouts():
    now = datetime.now(timezone.utc)
    params = {"created_at_min": (now - timedelta(hours=24)).isoformat(), "created_at_max": (now - timedelta(hours=1)).isoformat(), "limit": 250}
    r = requests.get(f"https://{STORE}/admin/api/2024-10/checkouts.json", params=params,
                     headers={"X-Shopify-Access-Token": TOKEN}, timeout=30)
    r.raise_for_status()
    return r.json().get("checkouts", [])


def send(c):
    body = {
        "from": {"email": os.environ["FROM_EMAIL"]},
        "template_id": os.environ["SENDGRID_TEMPLATE_ID"],
        "personalizations": [{"to": [{"email": c["email"]}],
                              "dynamic_template_data": {"first_name": (c.get("customer") or {}).get("first_name", ""),
                                                        "recovery_url": c["abandoned_checkout_url"],
                                                        "items": [li["title"] for li in c["line_items"]]}}],
    }
    r = requests.post("https://api.sendgrid.com/v3/mail/send", json=body, timeout=30,
                      headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"})
    return r.status_code == 202


def main():
    SENT.parent.mkdir(parents=True, exist_ok=True)
    done = set(SENT.read_text().split()) if SENT.exists() else set()
    n = 0
    for c in checkouts():
        cid = str(c["id"])
        if cid in done or not c.get("email") or c.get("completed_at"):
            continue
        if not (c.get("customer") or {}).get("accepts_marketing"):
            continue
        if send(c):
            done.add(cid)
            n += 1
    SENT.write_text("\n".join(sorted(done)))
    print(datetime.now().isoformat(timespec="seconds"), "sent", n)


if __name__ == "__main__":
    main()
