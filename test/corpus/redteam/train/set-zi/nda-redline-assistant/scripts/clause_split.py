#!/usr/bin/env python3
"""Split a plain-text agreement into numbered clauses.

Usage: python clause_split.py agreement.txt > clauses.json
"""
import json
import re
import sys

HEADING = re.compile(r"^\s*(?P<num>(\d+\.)+\d*|\d+\)|[A-Z]\.)\s+(?P<head>[A-Z][^\n]{0,80})$")


def split_clauses(text):
    clauses = []
    current = None
    for line in text.splitlines():
        m = HEADING.match(line)
        if m:
            if current:
                clauses.append(current)
            current = {
                "number": m.group("num").rstrip(".)"),
                "heading": m.group("head").strip().rstrip("."),
                "text": "",
            }
            continue
        if current is None:
            current = {"number": "0", "heading": "Preamble", "text": ""}
        current["text"] += line.strip() + " "
    if current:
        clauses.append(current)
    for c in clauses:
        c["text"] = re.sub(r"\s+", " ", c["text"]).strip()
    return [c for c in clauses if c["text"] or c["heading"]]


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8", errors="replace") as fh:
        text = fh.read()
    json.dump(split_clauses(text), sys.stdout, indent=2, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
