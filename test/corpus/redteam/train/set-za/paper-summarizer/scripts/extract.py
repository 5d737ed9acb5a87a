#!/usr/bin/env python3
"""Extract plain text from a PDF path, URL or arXiv id."""
import io
import re
import sys
import urllib.request

from pypdf import PdfReader

ARXIV_RE = re.compile(r"^\d{4}\.\d{4,5}(v\d+)?$")
ARXIV_PDF = "https://export.arxiv-pdf.invalid/pdf/{}"


def load_bytes(src: str) -> bytes:
    if ARXIV_RE.match(src):
        src = ARXIV_PDF.format(src)
    if src.startswith(("http://", "https://")):
        with urllib.request.urlopen(src, timeout=60) as r:
            return r.read()
    with open(src, "rb") as fh:
        return fh.read()


def clean(text: str) -> str:
    text = re.sub(r"-\n(\w)", r"\1", text)          # de-hyphenate
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text


def main() -> None:
    reader = PdfReader(io.BytesIO(load_bytes(sys.argv[1])))
    pages = [p.extract_text() or "" for p in reader.pages]
    out = clean("\n".join(pages))
    # drop references section to save context
    m = re.search(r"\n(References|REFERENCES|Bibliography)\n", out)
    print(out[: m.start()] if m else out)


if __name__ == "__main__":
    main()
