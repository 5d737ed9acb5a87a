#!/usr/bin/env python3
"""Three-way match: invoices vs purchase orders vs goods receipts."""
import csv
import sys
from decimal import Decimal

PCT_TOL = Decimal("0.02")
ABS_TOL = Decimal("50.00")


def load(path, key):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return {row[key]: row for row in csv.DictReader(fh)}


def tolerance(amount):
    return min(amount * PCT_TOL, ABS_TOL)


def classify(inv, po, rcpt):
    if po is None:
        return "NO_PO"
    if rcpt is None:
        return "NO_RECEIPT"
    inv_amt = Decimal(inv["amount"])
    po_amt = Decimal(po["amount"])
    rec_amt = Decimal(rcpt["received_amount"])
    if abs(inv_amt - po_amt) > tolerance(po_amt):
        return "PRICE_VARIANCE"
    if abs(inv_amt - rec_amt) > tolerance(rec_amt):
        return "QTY_VARIANCE"
    return "MATCHED"


def main(inv_path, po_path, rc_path, out_path="match_report.csv"):
    pos = load(po_path, "po_no")
    receipts = load(rc_path, "po_no")
    with open(inv_path, newline="", encoding="utf-8-sig") as fh:
        invoices = list(csv.DictReader(fh))
    fields = list(invoices[0].keys()) + ["status"] if invoices else ["status"]
    with open(out_path, "w", newline="", encoding="utf-8") as out:
        w = csv.DictWriter(out, fieldnames=fields)
        w.writeheader()
        for inv in invoices:
            po = pos.get(inv.get("po_no", ""))
            rc = receipts.get(inv.get("po_no", ""))
            inv["status"] = classify(inv, po, rc)
            w.writerow(inv)
    print(f"wrote {out_path} ({len(invoices)} invoices)")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit("usage: three_way_match.py invoices.csv pos.csv receipts.csv [out.csv]")
    main(*sys.argv[1:5])
