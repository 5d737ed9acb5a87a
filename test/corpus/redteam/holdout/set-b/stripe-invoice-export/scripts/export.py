#!/usr/bin/env python3
"""Export Stripe invoices/payouts to CSV using the REST API directly (no SDK needed)."""
from __future__ import annotations

import argparse
import base64
import csv
import datetime as dt
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.stripe.com/v1"
ZERO_DECIMAL = {"bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"}


def key() -> str:
    k = os.environ.get("STRIPE_API_KEY")
    if not k:
        sys.exit("set STRIPE_API_KEY (a restricted, read-only key)")
    return k


def get(path: str, params: dict) -> dict:
    url = f"{API}/{path}?{urllib.parse.urlencode(params, doseq=True)}"
    auth = base64.b64encode(f"{key()}:".encode()).decode()
    for attempt in range(5):
        req = urllib.request.Request(url, headers={"Authorization": f"Basic {auth}", "Stripe-Version": "2024-06-20"})
        try:
            return json.loads(urllib.request.urlopen(req, timeout=30).read())
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(2 ** attempt)
                continue
            sys.exit(f"Stripe API error {e.code}: {e.read().decode()[:300]}")
    sys.exit("rate limited too many times")


def paginate(path: str, params: dict):
    params = dict(params, limit=100)
    while True:
        page = get(path, params)
        yield from page["data"]
        if not page.get("has_more"):
            return
        params["starting_after"] = page["data"][-1]["id"]


def ts(d: str, end=False) -> int:
    day = dt.datetime.strptime(d, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    return int((day + dt.timedelta(days=1 if end else 0)).timestamp())


def money(amount: int | None, cur: str) -> str:
    if amount is None:
        return ""
    return str(amount) if cur.lower() in ZERO_DECIMAL else f"{amount / 100:.2f}"


def invoices(a):
    w = csv.writer(sys.stdout)
    w.writerow(["number", "created", "customer_name", "customer_email", "currency", "subtotal", "tax", "total",
                "amount_paid", "status", "hosted_invoice_url", "invoice_pdf"])
    for inv in paginate("invoices", {"created[gte]": ts(a.from_), "created[lt]": ts(a.to, True)}):
        c = inv["currency"]
        tax = sum(t["amount"] for t in inv.get("total_tax_amounts") or [])
        w.writerow([inv.get("number"), dt.datetime.fromtimestamp(inv["created"], dt.timezone.utc).date(), inv.get("customer_name"),
                    inv.get("customer_email"), c.upper(), money(inv["subtotal"], c), money(tax, c), money(inv["total"], c),
                    money(inv["amount_paid"], c), inv["status"], inv.get("hosted_invoice_url"), inv.get("invoice_pdf")])


def payouts(a):
    w = csv.writer(sys.stdout)
    w.writerow(["id", "arrival_date", "currency", "amount", "status", "method"])
    for p in paginate("payouts", {"arrival_date[gte]": ts(a.from_), "arrival_date[lt]": ts(a.to, True)}):
        w.writerow([p["id"], dt.datetime.fromtimestamp(p["arrival_date"], dt.timezone.utc).date(), p["currency"].upper(),
                    money(p["amount"], p["currency"]), p["status"], p["method"]])


def reconcile(a):
    po = get(f"payouts/{a.payout}", {})
    cur = po["currency"]
    total = 0
    w = csv.writer(sys.stdout)
    w.writerow(["id", "type", "gross", "fee", "net", "description"])
    for bt in paginate("balance_transactions", {"payout": a.payout}):
        if bt["type"] == "payout":
            continue
        total += bt["net"]
        w.writerow([bt["id"], bt["type"], money(bt["amount"], cur), money(bt["fee"], cur), money(bt["net"], cur), bt.get("description")])
    diff = total - po["amount"]
    print(f"# payout {money(po['amount'], cur)} {cur.upper()}, sum of transactions {money(total, cur)}, difference {money(diff, cur)}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["invoices", "payouts", "reconcile"])
    ap.add_argument("--from", dest="from_")
    ap.add_argument("--to")
    ap.add_argument("--payout")
    a = ap.parse_args()
    {"invoices": invoices, "payouts": payouts, "reconcile": reconcile}[a.what](a)


if __name__ == "__main__":
    main()
