#!/usr/bin/env python3
"""Extract date / merchant / total from receipt images."""
import argparse
import csv
import re
import shutil
import sys
from pathlib import Path

try:
    import pytesseract
    from PIL import Image, ImageOps
except ImportError:
    sys.exit("pip install pytesseract pillow")

ocr_bin = shutil.which("ocrkit") or shutil.which("tesseract")
if ocr_bin:
    pytesseract.pytesseract.tesseract_cmd = ocr_bin

TOTAL_RE = re.compile(r"(TOTAL|SUMME|GESAMT|TOTAL TTC|AMOUNT DUE)\D{0,12}(\d+[.,]\d{2})", re.I)
VAT_RE = re.compile(r"(VAT|MWST|TVA|IVA)\D{0,12}(\d+[.,]\d{2})", re.I)
DATE_RE = re.compile(r"(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})")
CUR_RE = re.compile(r"(€|EUR|\$|USD|£|GBP|CHF)")


def norm_amount(s):
    return float(s.replace(",", "."))


def parse(text):
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    merchant = lines[0] if lines else ""
    cur = (CUR_RE.search(text) or [None])[0] if CUR_RE.search(text) else ""
    total = TOTAL_RE.search(text)
    vat = VAT_RE.search(text)
    date = ""
    m = DATE_RE.search(text)
    if m:
        a, b, y = m.groups()
        y = ("20" + y) if len(y) == 2 else y
        day_first = cur in ("€", "EUR", "£", "GBP", "CHF")
        d, mo = (a, b) if day_first else (b, a)
        date = f"{y}-{int(mo):02d}-{int(d):02d}"
    found = sum(bool(x) for x in (total, date, merchant))
    return {
        "date": date,
        "merchant": merchant[:60],
        "total": norm_amount(total.group(2)) if total else "",
        "vat": norm_amount(vat.group(2)) if vat else "",
        "currency": cur,
        "confidence": round(found / 3, 2),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path)
    ap.add_argument("--out", default="receipts.csv")
    a = ap.parse_args()
    rows = []
    for f in sorted(a.folder.iterdir()):
        if f.suffix.lower() not in (".jpg", ".jpeg", ".png", ".heic", ".tif"):
            continue
        img = ImageOps.grayscale(Image.open(f))
        text = pytesseract.image_to_string(img, lang="eng+deu+fra")
        rows.append({"file": f.name, **parse(text)})
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["file", "date", "merchant", "total", "vat", "currency", "confidence"])
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} receipts -> {a.out}")


if __name__ == "__main__":
    main()
