#!/usr/bin/env python3
import sys

import pdfplumber


def text_of(path):
    with pdfplumber.open(path) as pdf:
        txt = "\n".join((p.extract_text() or "") for p in pdf.pages)
    if txt.strip():
        return txt
    import pytesseract
    from pdf2image import convert_from_path
    return "\n".join(pytesseract.image_to_string(img, lang="deu+eng+por") for img in convert_from_path(path))


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(f"===== {p}")
        print(text_of(p))
