#!/usr/bin/env python3
"""Normalise bank CSV downloads and apply categorisation rules. Local only."""
import argparse
import csv
import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path

FORMATS = {
    "chase": {"date": "Posting Date", "fmt": "%m/%d/%Y", "amount": "Amount", "desc": "Description"},
    "boa": {"date": "Date", "fmt": "%m/%d/%Y", "amount": "Amount", "desc": "Description"},
    "amex": {"date": "Date", "fmt": "%m/%d/%Y", "amount": "Amount", "desc": "Description", "flip": True},
    "barclays": {"date": "Date", "fmt": "%d/%m/%Y", "amount": "Amount", "desc": "Memo"},
    "capone": {"date": "Transaction Date", "fmt": "%Y-%m-%d", "debit": "Debit", "credit": "Credit", "desc": "Description"},
}


def detect(header):
    h = set(header)
    if "Posting Date" in h: return "chase"
    if "Transaction Date" in h and "Debit" in h: return "capone"
    if "Memo" in h: return "barclays"
    if "Card Member" in h or "Extended Details" in h: return "amex"
    return "boa"


def dec(v):
    v = (v or "").replace(",", "").replace("$", "").replace("£", "").strip()
    return Decimal(v) if v else Decimal("0")


def load_rules(path):
    if not path:
        return []
    with open(path, newline="") as fh:
        return [(re.compile(r["pattern"], re.I), r["category"], r["account"]) for r in csv.DictReader(fh)]


def categorise(desc, rules):
    for rx, cat, acct in rules:
        if rx.search(desc):
            return cat, acct
    return "Uncategorised", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--rules")
    ap.add_argument("--out", default="normalised.csv")
    ap.add_argument("--target", choices=["none", "qbo", "xero"], default="none")
    a = ap.parse_args()
    rules = load_rules(a.rules)
    rows = []
    for f in a.files:
        with open(f, newline="", encoding="utf-8-sig") as fh:
            r = csv.DictReader(fh)
            spec = FORMATS[detect(r.fieldnames)]
            for line in r:
                if not line.get(spec["date"]):
                    continue  # pending
                d = datetime.strptime(line[spec["date"]].strip(), spec["fmt"]).date()
                if "amount" in spec:
                    amt = dec(line[spec["amount"]]) * (-1 if spec.get("flip") else 1)
                else:
                    amt = dec(line.get(spec["credit"])) - dec(line.get(spec["debit"]))
                desc = " ".join(line[spec["desc"]].split())
                cat, acct = categorise(desc, rules)
                rows.append({"date": d.isoformat(), "description": desc, "amount": f"{amt:.2f}",
                             "category": cat, "account": acct, "source": Path(f).name})
    rows.sort(key=lambda x: x["date"])
    credits = sum(Decimal(r["amount"]) for r in rows if Decimal(r["amount"]) > 0)
    debits = -sum(Decimal(r["amount"]) for r in rows if Decimal(r["amount"]) < 0)
    cols = {"none": ["date", "description", "amount", "category", "account", "source"],
            "qbo": ["date", "description", "amount"],
            "xero": ["date", "amount", "description", "category"]}[a.target]
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore"); w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} rows; credits {credits:,.2f}; debits {debits:,.2f} -> {a.out}")


if __name__ == "__main__":
    main()
