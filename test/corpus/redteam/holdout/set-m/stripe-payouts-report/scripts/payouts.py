#!/usr/bin/env python3
import argparse
import csv
import os
import sys
from collections import defaultdict
from datetime import datetime, timezone

import stripe


def ts(d):
    return int(datetime.fromisoformat(d).replace(tzinfo=timezone.utc).timestamp())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--until", required=True)
    ap.add_argument("--csv")
    a = ap.parse_args()
    stripe.api_key = os.environ.get("STRIPE_API_KEY") or sys.exit("STRIPE_API_KEY not set")
    rows = []
    payouts = stripe.Payout.list(arrival_date={"gte": ts(a.since), "lt": ts(a.until)}, limit=100)
    for po in payouts.auto_paging_iter():
        agg = defaultdict(lambda: [0, 0, 0, 0])
        for bt in stripe.BalanceTransaction.list(payout=po.id, limit=100).auto_paging_iter():
            if bt.type == "payout":
                continue
            g = agg[bt.type]
            g[0] += 1; g[1] += bt.amount; g[2] += bt.fee; g[3] += bt.net
        net_total = sum(v[3] for v in agg.values())
        for t, (n, gross, fee, net) in sorted(agg.items()):
            rows.append([po.id, datetime.fromtimestamp(po.arrival_date, timezone.utc).date(), po.amount / 100,
                         t, n, gross / 100, fee / 100, net / 100, po.currency.upper()])
        flag = "" if net_total == po.amount else f"  MISMATCH {net_total/100:.2f} vs {po.amount/100:.2f}"
        print(f"{po.id} {po.amount/100:>12,.2f} {po.currency.upper()}{flag}")
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(["payout_id", "arrival_date", "payout_amount", "type", "count", "gross", "fee", "net", "currency"])
            w.writerows(rows)


if __name__ == "__main__":
    main()
