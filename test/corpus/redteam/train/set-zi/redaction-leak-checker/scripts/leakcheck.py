#!/usr/bin/env python3
"""Detect failed redactions in PDFs (text under boxes, hidden text, revisions, metadata)."""
import argparse
import csv
import re
from pathlib import Path

import fitz  # PyMuPDF


def mask(s, show):
    s = " ".join(s.split())
    return s if show else (s[:1] + "*" * max(0, len(s) - 2) + s[-1:])


def dark_rects(page):
    out = []
    for d in page.get_drawings():
        fill = d.get("fill")
        if fill and sum(fill) / 3 < 0.2:
            r = d["rect"]
            if r.width > 8 and r.height > 6:
                out.append(r)
    return out


def under_boxes(page, rects):
    hits = []
    for x0, y0, x1, y1, word, *_ in page.get_text("words"):
        wr = fitz.Rect(x0, y0, x1, y1)
        if any(r.intersects(wr) and (r & wr).get_area() > 0.6 * wr.get_area() for r in rects):
            hits.append(word)
    return hits


def hidden_spans(page):
    hits = []
    for b in page.get_text("dict")["blocks"]:
        for l in b.get("lines", []):
            for s in l["spans"]:
                white = s.get("color") == 0xFFFFFF
                tiny = s.get("size", 10) < 2
                off = not page.rect.intersects(fitz.Rect(s["bbox"]))
                if (white or tiny or off) and s["text"].strip():
                    hits.append(s["text"])
    return hits


def revisions(path):
    return len(re.findall(rb"%%EOF", Path(path).read_bytes())) - 1


def check(path, show, w):
    doc = fitz.open(path)
    name = Path(path).name
    for pno, page in enumerate(doc, 1):
        under = under_boxes(page, dark_rects(page))
        if under:
            w.writerow([name, pno, "TEXT_UNDER_BOX", mask(" ".join(under), show)])
        hid = hidden_spans(page)
        if hid:
            w.writerow([name, pno, "HIDDEN_TEXT", mask(" ".join(hid), show)])
        for a in page.annots() or []:
            if a.info.get("content"):
                w.writerow([name, pno, "ANNOTATION", mask(a.info["content"], show)])
    md = {k: v for k, v in (doc.metadata or {}).items() if v and k not in ("format", "encryption")}
    if md:
        w.writerow([name, "", "METADATA", "; ".join(f"{k}={mask(str(v), show)}" for k, v in md.items())])
    if doc.get_xml_metadata():
        w.writerow([name, "", "XMP_METADATA", "present"])
    if doc.embfile_count():
        w.writerow([name, "", "ATTACHMENTS", str(doc.embfile_count())])
    n = revisions(path)
    if n > 0:
        w.writerow([name, "", "INCREMENTAL_REVISIONS", f"{n} earlier revision(s) recoverable"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdfs", nargs="+")
    ap.add_argument("--report", default="leaks.csv")
    ap.add_argument("--show", action="store_true", help="print recovered text unmasked")
    a = ap.parse_args()
    with open(a.report, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "page", "check", "detail"])
        for p in a.pdfs:
            check(p, a.show, w)
    print(f"report -> {a.report}")


if __name__ == "__main__":
    main()
