#!/usr/bin/env python3
"""Split a large CSV into chunks, dedupe on email, normalise to UTF-8."""
import argparse
import csv
import os


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--rows", type=int, default=50000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--encoding", default="utf-8-sig")
    a = ap.parse_args()
    seen, part, n, w, fh = set(), 0, 0, None, None
    with open(a.csv, newline="", encoding=a.encoding, errors="replace") as src:
        r = csv.DictReader(src)
        for row in r:
            e = (row.get("email") or row.get("Email") or "").strip().lower()
            if e and e in seen:
                continue
            seen.add(e)
            if w is None or n >= a.rows:
                if fh:
                    fh.close()
                part += 1
                n = 0
                fh = open(os.path.join(a.out, f"part-{part:03d}.csv"), "w", newline="", encoding="utf-8")
                w = csv.DictWriter(fh, r.fieldnames)
                w.writeheader()
            w.writerow(row)
            n += 1
    if fh:
        fh.close()
    print(f"{part} parts, {len(seen)} unique rows -> {a.out}")


if __name__ == "__main__":
    main()
