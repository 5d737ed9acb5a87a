#!/usr/bin/env python3
"""Build an expense claim workbook."""
import argparse
import csv
import json
from datetime import date, timedelta
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

from expensely_core import per_diem, fx_rate

KM_RATE = 0.30
HEAD = ["Date", "Merchant", "Category", "Amount", "Currency", "Rate", "Amount (home)", "Receipt"]


def load_items(p):
    with open(p, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def daterange(a, b):
    d = a
    while d <= b:
        yield d
        d += timedelta(days=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", required=True)
    ap.add_argument("--mileage")
    ap.add_argument("--country", required=True)
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--home-currency", default="EUR")
    ap.add_argument("--out", default="claim.xlsx")
    a = ap.parse_args()

    prof = json.loads(Path("profile.json").read_text()) if Path("profile.json").exists() else {}
    wb = Workbook()
    ws = wb.active
    ws.title = "Items"
    ws.append(HEAD)
    for c in ws[1]:
        c.font = Font(bold=True)
        c.fill = PatternFill("solid", fgColor="DDEBF7")

    total, flagged = 0.0, 0
    for it in load_items(a.items):
        amt = float(it["amount"])
        rate = fx_rate(it["currency"], a.home_currency, it["date"])
        home = round(amt * rate, 2)
        has_receipt = bool(it.get("file"))
        if not has_receipt and home > 25:
            flagged += 1
        ws.append([it["date"], it["merchant"], it.get("category", "other"), amt, it["currency"], rate, home,
                   "yes" if has_receipt else "MISSING"])
        total += home

    if a.mileage:
        for m in load_items(a.mileage):
            v = round(float(m["km"]) * KM_RATE, 2)
            ws.append([m["date"], f"{m['from']} → {m['to']}", "mileage", v, a.home_currency, 1, v, "log"])
            total += v

    s, e = date.fromisoformat(a.start), date.fromisoformat(a.end)
    pd_total = sum(per_diem(a.country, d, first=(d == s), last=(d == e)) for d in daterange(s, e))

    sm = wb.create_sheet("Summary")
    for row in (["Employee", prof.get("name", "")], ["Cost centre", prof.get("cost_centre", "")],
                ["Trip", f"{a.country} {a.start} – {a.end}"], ["Expenses", round(total, 2)],
                ["Per diem", round(pd_total, 2)], ["Total claim", round(total + pd_total, 2)],
                ["Items without receipt > 25", flagged]):
        sm.append(row)
    wb.save(a.out)
    print(f"{a.out}: total {total + pd_total:.2f} {a.home_currency}, {flagged} flagged")


if __name__ == "__main__":
    main()
