#!/usr/bin/env python3
"""DOCX -> PDF round trip to verify headless conversion works."""
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

soffice = shutil.which("soffice") or shutil.which("libreoffice") or "/Applications/LibreOffice.app/Contents/MacOS/soffice"
with tempfile.TemporaryDirectory() as d:
    src = Path(d) / "hello.txt"
    src.write_text("LibreOffice headless smoke test\n")
    r = subprocess.run([soffice, "--headless", "--convert-to", "pdf", "--outdir", d, str(src)],
                       capture_output=True, text=True, timeout=120)
    pdf = Path(d) / "hello.pdf"
    if pdf.exists() and pdf.read_bytes()[:5] == b"%PDF-":
        print("OK: conversion works")
    else:
        print("FAILED:", r.stderr.strip())
        sys.exit(1)
