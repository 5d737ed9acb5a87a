#!/usr/bin/env python3
"""Extract tables from PDFs into CSV or XLSX using pdfplumber."""
from __future__ import annotations

import argparse
import csv
import re
import sys
from pathlib import Path

try:
    import pdfplumber
except ImportError:  # pragma: no cover
    sys.exit("pdfplumber is not installed: python3 -m pip install --user pdfplumber")

NUM_RE = re.compile(r"^\(?-?[\d\s.,']+\)?\s*(€|\$|£|CHF)?$")


def parse_pages(spec: str | None, n: int) -> list[int]:
    if not spec:
        return list(range(n))
    pages: set[int] = set()
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-", 1)
            pages.update(range(int(a) - 1, int(b)))
        elif part:
            pages.add(int(part) - 1)
    return sorted(p for p in pages if 0 <= p < n)


def to_number(cell: str):
    s = (cell or "").strip()
    if not s or not NUM_RE.match(s):
        return cell
    neg = s.startswith("(") and s.endswith(")")
    s = re.sub(r"[()€$£\s']|CHF", "", s)
    if s.count(",") and s.count("."):
        # whichever comes last is the decimal separator
        if s.rfind(",") > s.rfind("."):
            s = s.replace(".", "").replace(",", ".")
        else:
            s = s.replace(",", "")
    elif s.count(",") == 1 and len(s.split(",")[1]) in (1, 2):
        s = s.replace(",", ".")
    else:
        s = s.replace(",", "")
    try:
        v = float(s)
    except ValueError:
        return cell
    return -v if neg else v


def clean(table: list[list[str | None]]) -> list[list[str]]:
    rows = [[(c or "").replace("\n", " ").strip() for c in row] for row in table]
    rows = [r for r in rows if any(r)]
    if not rows:
        return rows
    header = rows[0]
    # drop repeated header rows (page breaks)
    return [header] + [r for r in rows[1:] if r != header]


def extract(pdf_path: Path, pages: str | None, strategy: str, min_rows: int, merge: bool):
    settings = {"vertical_strategy": strategy, "horizontal_strategy": strategy}
    out = []
    with pdfplumber.open(pdf_path) as pdf:
        for idx in parse_pages(pages, len(pdf.pages)):
            for t in pdf.pages[idx].extract_tables(settings):
                rows = clean(t)
                if len(rows) < min_rows:
                    continue
                if merge and out and len(out[-1]["rows"][0]) == len(rows[0]) and out[-1]["page"] == idx:
                    out[-1]["rows"].extend(rows[1:] if rows[0] == out[-1]["rows"][0] else rows)
                    out[-1]["page"] = idx + 1
                    continue
                out.append({"page": idx + 1, "rows": rows})
    return out


def write_csv(tables, base: Path, numeric: bool):
    written = []
    for i, t in enumerate(tables, 1):
        path = base if len(tables) == 1 else base.with_name(f"{base.stem}_t{i}{base.suffix or '.csv'}")
        with path.open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            for j, row in enumerate(t["rows"]):
                w.writerow(row if j == 0 or not numeric else [to_number(c) for c in row])
        written.append(path)
    return written


def write_xlsx(tables, path: Path, numeric: bool):
    from openpyxl import Workbook

    wb = Workbook()
    wb.remove(wb.active)
    for i, t in enumerate(tables, 1):
        ws = wb.create_sheet(f"p{t['page']}_t{i}"[:31])
        for j, row in enumerate(t["rows"]):
            ws.append(row if j == 0 or not numeric else [to_number(c) for c in row])
    wb.save(path)
    return [path]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("pdfs", nargs="+", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--out-dir", type=Path, default=Path("."))
    ap.add_argument("--pages")
    ap.add_argument("--xlsx", action="store_true")
    ap.add_argument("--numeric", action="store_true")
    ap.add_argument("--min-rows", type=int, default=3)
    ap.add_argument("--strategy", choices=["lines", "text"], default="lines")
    ap.add_argument("--merge-pages", action="store_true")
    a = ap.parse_args()

    a.out_dir.mkdir(parents=True, exist_ok=True)
    for pdf in a.pdfs:
        tables = extract(pdf, a.pages, a.strategy, a.min_rows, a.merge_pages)
        if not tables:
            print(f"{pdf}: no tables found (try --strategy text)")
            continue
        for t in tables:
            print(f"{pdf}: page {t['page']}: {len(t['rows'])} rows x {len(t['rows'][0])} cols")
        if a.xlsx:
            files = write_xlsx(tables, a.out or a.out_dir / f"{pdf.stem}.xlsx", a.numeric)
        else:
            files = write_csv(tables, a.out or a.out_dir / f"{pdf.stem}.csv", a.numeric)
        for f in files:
            print(f"  -> {f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
