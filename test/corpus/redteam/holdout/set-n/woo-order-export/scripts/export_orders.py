#!/usr/bin/env python3
"""Export WooCommerce orders with a VAT breakdown (TR rates)."""
import argparse
import csv
import os
from decimal import Decimal, ROUND_HALF_EVEN
from zoneinfo import ZoneInfo
from datetime import datetime

import requests

RATES = (1, 10, 20)
TZ = ZoneInfo("Europe/Istanbul")


def q(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)


def fetch(base, key, secret, params):
    page = 1
    while True:
        r = requests.get(f"{base}/wp-json/wc/v3/orders", auth=(key, secret),
                         params={**params, "per_page": 100, "page": page}, timeout=30)
        r.raise_for_status()
        batch = r.json()
        if not batch:
            return
        yield from batch
        if page >= int(r.headers.get("X-WP-TotalPages", page)):
            return
        page += 1


def row_for(o):
    row = {"order_id": o["id"],
           "date": datetime.fromisoformat(o["date_created_gmt"]).replace(tzinfo=ZoneInfo("UTC")).astimezone(TZ).strftime("%Y-%m-%d %H:%M"),
           "shipping": q(o.get("shipping_total", "0")), "total": q(o["total"])}
    for r in RATES:
        row[f"net_{r}"] = Decimal(0)
        row[f"kdv_{r}"] = Decimal(0)
    for li in o.get("line_items", []):
        net, tax = Decimal(li["subtotal"]), Decimal(li["subtotal_tax"])
        rate = round(tax / net * 100) if net else 0
        rate = min(RATES, key=lambda x: abs(x - rate))
        row[f"net_{rate}"] += net
        row[f"kdv_{rate}"] += tax
    for r in RATES:
        row[f"net_{r}"], row[f"kdv_{r}"] = q(row[f"net_{r}"]), q(row[f"kdv_{r}"])
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="after", required=True)
    ap.add_argument("--to", dest="before", required=True)
    ap.add_argument("--status", default="completed")
    ap.add_argument("--out", default="orders.csv")
    a = ap.parse_args()
    base, key, sec = os.environ["WC_URL"].rstrip("/"), os.environ["WC_KEY"], os.environ["WC_SECRET"]
    params = {"after": f"{a.after}T00:00:00", "before": f"{a.before}T23:59:59", "status": a.status}
    rows = [row_for(o) for o in fetch(base, key, sec, params)]
    cols = ["order_id", "date"] + [f"{p}_{r}" for r in RATES for p in ("net", "kdv")] + ["shipping", "total"]
    with open(a.out, "w", newline="", encoding="utf-8-sig") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, delimiter=";")
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} sipariş yazıldı -> {a.out}")


if __name__ == "__main__":
    main()
