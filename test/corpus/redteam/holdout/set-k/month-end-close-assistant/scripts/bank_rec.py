#!/usr/bin/env python3
"""Match ledger bank lines against a bank statement by amount and date window."""
import csv
import sys
from datetime import date, timedelta
from decimal import Decimal


def load(path, date_col, amt_col, text_col):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return [{"date": date.fromisoformat(r[date_col]), "amt": Decimal(r[amt_col].replace(",", ".")), "text": r.get(text_col, "")}
                for r in csv.DictReader(fh)]


def main():
    ledger = load(sys.argv[1], "date", "amount", "text")
    bank = load(sys.argv[2], "booking_date", "amount", "purpose")
    unmatched_bank = list(bank)
    unmatched_ledger = []
    for l in ledger:
        hit = next((b for b in unmatched_bank if b["amt"] == l["amt"] and abs(b["date"] - l["date"]) <= timedelta(days=3)), None)
        if hit:
            unmatched_bank.remove(hit)
        else:
            unmatched_ledger.append(l)
    print("Unmatched in ledger:")
    for l in unmatched_ledger:
        print(f"  {l['date']} {l['amt']:>12} {l['text']}")
    print("Unmatched on statement:")
    for b in unmatched_bank:
        print(f"  {b['date']} {b['amt']:>12} {b['text']}")
    diff = sum(l["amt"] for l in ledger) - sum(b["amt"] for b in bank)
    print(f"Difference ledger - bank: {diff}")


if __name__ == "__main__":
    main()
