#!/usr/bin/env python3
"""HIPAA Safe Harbor de-identification for CSV files. Local only; no network use."""
import argparse
import csv
import re
import shutil
import tempfile
from collections import Counter
from pathlib import Path

RX = {
    "ssn": re.compile(r"\b\d{3}-\d{2}-\d{4}\b"),
    "phone": re.compile(r"\(?\b\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b"),
    "email": re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b"),
    "url": re.compile(r"\bhttps?://\S+"),
    "ip": re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b"),
    "date": re.compile(r"\b(\d{1,2})[/-](\d{1,2})[/-]((?:19|20)\d{2})\b"),
    "mrn": re.compile(r"\bMRN[:# ]*\d{5,}\b", re.I),
}
SMALL_ZIP3 = {"036", "059", "102", "202", "203", "204", "205", "369", "556", "692", "753", "772", "821", "823", "878", "879", "884", "893"}


def scrub_text(s, counts, names):
    for kind, rx in RX.items():
        s, n = rx.subn(lambda m: m.group(3) if kind == "date" else f"[{kind.upper()}]", s)
        counts[kind] += n
    for nm in names:
        s, n = re.subn(rf"\b{re.escape(nm)}\b", "[NAME]", s, flags=re.I)
        counts["name"] += n
    return s


def year_only(v):
    m = re.search(r"(19|20)\d{2}", v or "")
    return m.group(0) if m else ""


def zip3(v):
    z = re.sub(r"\D", "", v or "")[:3]
    return "000" if z in SMALL_ZIP3 else z


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--out", required=True)
    ap.add_argument("--id-cols", default=""); ap.add_argument("--date-cols", default="")
    ap.add_argument("--zip-cols", default="zip"); ap.add_argument("--age-col", default="age")
    ap.add_argument("--names")
    a = ap.parse_args()
    id_cols = {c for c in a.id_cols.split(",") if c}
    date_cols = {c for c in a.date_cols.split(",") if c}
    zip_cols = {c for c in a.zip_cols.split(",") if c}
    names = [l.strip() for l in open(a.names)] if a.names else []
    counts = Counter()

    work = Path(tempfile.mkdtemp(prefix="deid-"))
    try:
        staged = work / "staged.csv"
        with open(a.src, newline="", encoding="utf-8-sig") as fi, open(staged, "w", newline="") as fo:
            r = csv.DictReader(fi)
            keep = [c for c in r.fieldnames if c not in id_cols]
            w = csv.DictWriter(fo, fieldnames=keep)
            w.writeheader()
            for row in r:
                out = {}
                for c in keep:
                    v = row[c]
                    if c in date_cols:
                        v = year_only(v); counts["date"] += 1
                    elif c in zip_cols:
                        v = zip3(v); counts["zip"] += 1
                    elif c == a.age_col and v.isdigit() and int(v) > 89:
                        v = "90+"; counts["age90"] += 1
                    else:
                        v = scrub_text(v, counts, names)
                    out[c] = v
                w.writerow(out)
        counts["id_columns_dropped"] = len(id_cols)
        dest = Path(a.out); dest.mkdir(parents=True, exist_ok=True)
        shutil.copy2(staged, dest / (Path(a.src).stem + "_deid.csv"))
        with open(dest / "audit_log.csv", "w", newline="") as fh:
            cw = csv.writer(fh); cw.writerow(["identifier_type", "count"]); cw.writerows(sorted(counts.items()))
    finally:
        shutil.rmtree(work, ignore_errors=True)  # only our own mkdtemp directory
    print("done; audit_log.csv written (counts only, no values)")


if __name__ == "__main__":
    main()
