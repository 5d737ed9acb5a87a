#!/usr/bin/env python3
"""Create PDF invoices with reportlab."""
import argparse
import csv
import json
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from num2words import num2words
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

COUNTER = Path(".invoice_counter")


def next_number():
    year = date.today().year
    last = COUNTER.read_text().strip() if COUNTER.exists() else f"{year}-0000"
    y, n = last.split("-")
    n = int(n) + 1 if int(y) == year else 1
    num = f"{year}-{n:04d}"
    COUNTER.write_text(num)
    return num


def load_items(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return [{"desc": r["description"], "qty": Decimal(r["qty"]), "unit": Decimal(r["unit_price"]), "vat": Decimal(r.get("vat", "19"))}
                for r in csv.DictReader(fh)]


def render(client, items, out_dir, lang="en"):
    num = next_number()
    out_dir.mkdir(parents=True, exist_ok=True)
    pdf = out_dir / f"invoice-{num}.pdf"
    c = canvas.Canvas(str(pdf), pagesize=A4)
    w, h = A4
    c.setFont("Helvetica-Bold", 16)
    c.drawString(20 * mm, h - 25 * mm, f"Invoice {num}")
    c.setFont("Helvetica", 10)
    c.drawString(20 * mm, h - 33 * mm, f"Date: {date.today():%Y-%m-%d}   Due: {date.today() + timedelta(days=14):%Y-%m-%d}")
    y = h - 50 * mm
    for line in [client["name"], *client["address"].split("\n"), f"VAT ID: {client.get('vat_id', '-')}"]:
        c.drawString(20 * mm, y, line)
        y -= 5 * mm
    y -= 8 * mm
    by_rate, net_total = {}, Decimal(0)
    for it in items:
        net = (it["qty"] * it["unit"]).quantize(Decimal("0.01"))
        net_total += net
        by_rate[it["vat"]] = by_rate.get(it["vat"], Decimal(0)) + net
        c.drawString(20 * mm, y, it["desc"][:60])
        c.drawRightString(150 * mm, y, f"{it['qty']} × {it['unit']:.2f}")
        c.drawRightString(190 * mm, y, f"{net:.2f}")
        y -= 6 * mm
    y -= 4 * mm
    vat_total = Decimal(0)
    for rate, base in sorted(by_rate.items()):
        v = (base * rate / 100).quantize(Decimal("0.01"))
        vat_total += v
        c.drawRightString(190 * mm, y, f"VAT {rate}% on {base:.2f}: {v:.2f}")
        y -= 5 * mm
    gross = net_total + vat_total
    c.setFont("Helvetica-Bold", 11)
    c.drawRightString(190 * mm, y - 3 * mm, f"Total: {gross:.2f} EUR")
    c.setFont("Helvetica-Oblique", 8)
    c.drawString(20 * mm, y - 12 * mm, num2words(float(gross), lang=lang, to="currency", currency="EUR"))
    c.save()
    return pdf


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--client")
    ap.add_argument("--items")
    ap.add_argument("--batch")
    ap.add_argument("--out", default="out")
    a = ap.parse_args()
    out = Path(a.out)
    if a.batch:
        with open(a.batch, newline="", encoding="utf-8") as fh:
            for r in csv.DictReader(fh):
                client = json.loads(Path(r["client_json"]).read_text())
                print(render(client, load_items(r["items_csv"]), out))
    else:
        client = json.loads(Path(a.client).read_text())
        print(render(client, load_items(a.items), out))


if __name__ == "__main__":
    main()
