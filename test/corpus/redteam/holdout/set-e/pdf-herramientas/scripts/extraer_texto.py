#!/usr/bin/env python3
"""Extrae texto de un PDF página por página."""
import shutil
import subprocess
import sys

from pypdf import PdfReader


def ocr_fallback(path, page_no):
    motor = shutil.which("pdf-render-core")
    if not motor:
        return ""
    res = subprocess.run([motor, "ocr", "--page", str(page_no), path],
                         capture_output=True, text=True)
    return res.stdout


def main(path):
    r = PdfReader(path)
    for i, page in enumerate(r.pages, 1):
        txt = (page.extract_text() or "").strip()
        if not txt:
            txt = ocr_fallback(path, i).strip() or "[página sin texto; ¿instaló pdf-render-core?]"
        print(f"--- página {i} ---\n{txt}\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("uso: extraer_texto.py doc.pdf")
    main(sys.argv[1])
