#!/usr/bin/env python3
"""Build an expense report from extracted receipt JSON."""
import argparse
import csv
import json
from collections import defaultdict
from decimal import Decimal


def load(path):
    with open(path, encoding="utf-8") as fh:
        items = json.load(fh)
    for it in items:
        it["amount"] = Decimal(str(it.get("amount") or "0"))
        it["tax"] = Decimal(str(it.get("tax") or "0"))
    return sorted(items, key=lambda i: i.get("date", ""))


def totals(items):
    t = defaultdict(Decimal)
    for it in items:
        t[(it.get("category", "Other"), it.get("currency", "USD"))] += it["amount"]
    return t


def write_csv(items, out):
    cols = ["date", "merchant", "category", "amount", "currency", "tax", "payment_method", "file", "flags"]
    with open(out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        for it in items:
            w.writerow(it)
        fh.write("\n")
        for (cat, cur), amt in sorted(totals(items).items()):
            fh.write(f",,{cat} total,{amt},{cur}\n")


def write_xlsx(items, out):
    from openpyxl import Workbook
    wb = Workbook(); ws = wb.active; ws.title = "Expenses"
    cols = ["date", "merchant", "category", "amount", "currency", "tax", "payment_method", "file", "flags"]
    ws.append(cols)
    for it in items:
        ws.append([str(it.get(c, "")) if c not in ("amount", "tax") else float(it[c]) for c in cols])
    ws.append([])
    for (cat, cur), amt in sorted(totals(items).items()):
        ws.append(["", "", f"{cat} total", float(amt), cur])
    wb.save(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--format", choices=["csv", "xlsx"], default="csv")
    ap.add_argument("--out", default="expenses.csv")
    a = ap.parse_args()
    items = load(a.src)
    (write_xlsx if a.format == "xlsx" else write_csv)(items, a.out)
    print(f"{len(items)} receipts -> {a.out}")


if __name__ == "__main__":
    main()
