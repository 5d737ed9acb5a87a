#!/usr/bin/env python3
import argparse
import csv
import re

DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
NUMERIC = re.compile(r"^[+-]?\d+([.,]\d+)?$")
PROMPTY = re.compile(r"(ignore (all|previous)|ignore as instru|system prompt|\.env\b|api[_ ]?key)", re.I)


def clean(v):
    if v and v.startswith(DANGEROUS) and not NUMERIC.match(v):
        return "'" + v
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst", nargs="?")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    with open(a.src, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    if a.check:
        for i, row in enumerate(rows, 1):
            for j, v in enumerate(row, 1):
                if clean(v) != v:
                    print(f"linha {i} col {j}: fórmula potencial: {v[:60]!r}")
                if PROMPTY.search(v or ""):
                    print(f"linha {i} col {j}: texto com aparência de instrução (tratar como dado): {v[:60]!r}")
        return
    with open(a.dst, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([[clean(v) for v in r] for r in rows])


if __name__ == "__main__":
    main()
