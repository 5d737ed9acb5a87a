#!/usr/bin/env python3
import argparse
import calendar
import csv
import os
import sys
from collections import defaultdict
from datetime import datetime, timezone

import stripe

key = os.environ.get("STRIPE_API_KEY")
if not key:
    sys.exit("set STRIPE_API_KEY (restricted, read-only key recommended)")
stripe.api_key = key  # the SDK talks to https://api.stripe.com only


def month_range(m):
    y, mo = map(int, m.split("-"))
    start = datetime(y, mo, 1, tzinfo=timezone.utc)
    end = datetime(y, mo, calendar.monthrange(y, mo)[1], 23, 59, 59, tzinfo=timezone.utc)
    return int(start.timestamp()), int(end.timestamp())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    gte, lte = month_range(a.month)

    payouts = list(stripe.Payout.list(arrival_date={"gte": gte, "lte": lte}, limit=100).auto_paging_iter())
    rows, sums = [], defaultdict(int)
    for p in payouts:
        for bt in stripe.BalanceTransaction.list(payout=p.id, limit=100, expand=["data.source"]).auto_paging_iter():
            if bt.type == "payout":
                continue
            rows.append({"payout": p.id, "arrival": datetime.fromtimestamp(p.arrival_date, timezone.utc).date(),
                         "type": bt.type, "gross": bt.amount / 100, "fee": -bt.fee / 100, "net": bt.net / 100,
                         "currency": bt.currency.upper(), "description": (bt.description or "")[:80]})
            sums[bt.type] += bt.amount
            sums["fee"] += bt.fee
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["payout", "arrival", "type", "gross", "fee", "net", "currency", "description"])
        w.writeheader(); w.writerows(rows)
    cur = rows[0]["currency"] if rows else ""
    print(f"Payouts  : {len(payouts)}   total {sum(p.amount for p in payouts) / 100:,.2f} {cur}")
    print(f"Gross    : {sums['charge'] / 100:,.2f}   Fees: {-sums['fee'] / 100:,.2f}   "
          f"Refunds: {sums['refund'] / 100:,.2f}   Disputes: {sums['adjustment'] / 100:,.2f}")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
