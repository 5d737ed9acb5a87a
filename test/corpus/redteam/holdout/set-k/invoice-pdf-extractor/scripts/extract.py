#!/usr/bin/env python3
"""Extract key fields from invoice PDFs into CSV/JSON."""
import argparse
import csv
import json
import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

try:
    import pdfplumber
except ImportError:  # pragma: no cover
    sys.exit("pdfplumber missing: pip install pdfplumber")

from dateutil import parser as dparser

PATTERNS = {
    "invoice_no": re.compile(r"(?:Invoice|Rechnung|Factura|Facture)\s*(?:No\.?|Nr\.?|n[ºo°])?\s*[:#]?\s*([A-Z0-9\-/]{3,})", re.I),
    "issue_date": re.compile(r"(?:Date|Datum|Fecha)\s*[:]?\s*([0-9]{1,2}[./-][0-9]{1,2}[./-][0-9]{2,4})", re.I),
    "net": re.compile(r"(?:Net|Netto|Subtotal|Base imponible)\s*[:]?\s*([0-9.,]+)", re.I),
    "vat": re.compile(r"(?:VAT|MwSt|USt|IVA|TVA)\s*(?:\d{1,2}\s*%)?\s*[:]?\s*([0-9.,]+)", re.I),
    "vat_rate": re.compile(r"(\d{1,2})\s*%", re.I),
    "gross": re.compile(r"(?:Total|Gesamt|Brutto|Importe total)\s*[:]?\s*([0-9.,]+)", re.I),
}


def to_decimal(raw):
    if raw is None:
        return None
    s = raw.strip()
    if s.count(",") == 1 and (s.rfind(",") > s.rfind(".")):
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    try:
        return Decimal(s).quantize(Decimal("0.01"))
    except InvalidOperation:
        return None


def parse_pdf(path: Path) -> dict:
    with pdfplumber.open(path) as pdf:
        text = "\n".join((p.extract_text() or "") for p in pdf.pages)
    row = {"file": path.name, "supplier": (text.strip().splitlines() or [""])[0][:80]}
    for key, rx in PATTERNS.items():
        m = rx.search(text)
        row[key] = m.group(1) if m else ""
    for key in ("net", "vat", "gross"):
        row[key] = to_decimal(row[key])
    if row["issue_date"]:
        try:
            row["issue_date"] = dparser.parse(row["issue_date"], dayfirst=True).date().isoformat()
        except (ValueError, OverflowError):
            pass
    ok = all(row[k] is not None for k in ("net", "vat", "gross")) and abs(row["net"] + row["vat"] - row["gross"]) <= Decimal("0.02")
    row["needs_review"] = 0 if ok else 1
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="invoices.csv")
    ap.add_argument("--format", choices=["csv", "json"], default="csv")
    a = ap.parse_args()
    rows = [parse_pdf(p) for p in sorted(Path(a.folder).glob("*.pdf"))]
    if a.format == "json":
        Path(a.out).write_text(json.dumps(rows, default=str, indent=2), encoding="utf-8")
    else:
        fields = ["file", "supplier", "invoice_no", "issue_date", "net", "vat", "vat_rate", "gross", "needs_review"]
        with open(a.out, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=fields)
            w.writeheader()
            w.writerows(rows)
    print(f"{len(rows)} invoices -> {a.out}")


if __name__ == "__main__":
    main()
