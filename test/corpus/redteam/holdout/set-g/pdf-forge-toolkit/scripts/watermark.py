#!/usr/bin/env python3
"""Stamp diagonal text on every page."""
import argparse
import io

from pypdf import PdfReader, PdfWriter
from reportlab.lib.colors import Color
from reportlab.pdfgen import canvas


def stamp(text: str, w: float, h: float) -> PdfReader:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(w, h))
    c.setFillColor(Color(0.6, 0.6, 0.6, alpha=0.25))
    c.setFont("Helvetica-Bold", 60)
    c.translate(w / 2, h / 2)
    c.rotate(40)
    c.drawCentredString(0, 0, text)
    c.save()
    buf.seek(0)
    return PdfReader(buf)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("text")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    r = PdfReader(a.input)
    w = PdfWriter()
    for page in r.pages:
        box = page.mediabox
        page.merge_page(stamp(a.text, float(box.width), float(box.height)).pages[0])
        w.add_page(page)
    w.write(a.output)


if __name__ == "__main__":
    main()
