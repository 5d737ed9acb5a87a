#!/usr/bin/env python3
"""Infer a JSON Schema from a CSV file."""
import argparse
import csv
import json
import re
import shutil
import sys
from collections import Counter

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DATETIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")
INT_RE = re.compile(r"^[+-]?\d+$")
FLOAT_RE = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$")
BOOL_VALUES = {"true", "false", "yes", "no", "t", "f", "0", "1"}


def classify(value: str) -> str:
    v = value.strip()
    if v == "":
        return "null"
    if v.lower() in BOOL_VALUES and not INT_RE.match(v):
        return "boolean"
    if INT_RE.match(v):
        return "integer"
    if FLOAT_RE.match(v):
        return "number"
    if DATETIME_RE.match(v):
        return "date-time"
    if DATE_RE.match(v):
        return "date"
    return "string"


def merge(kinds: Counter) -> dict:
    kinds = Counter({k: n for k, n in kinds.items() if k != "null"})
    if not kinds:
        return {"type": "null"}
    if set(kinds) <= {"integer", "number"}:
        return {"type": "number" if "number" in kinds else "integer"}
    if set(kinds) == {"date"}:
        return {"type": "string", "format": "date"}
    if set(kinds) <= {"date", "date-time"}:
        return {"type": "string", "format": "date-time"}
    if set(kinds) == {"boolean"}:
        return {"type": "boolean"}
    return {"type": "string"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sample", type=int, default=2000)
    ap.add_argument("--delimiter")
    ap.add_argument("--strict", action="store_true")
    args = ap.parse_args()

    if shutil.which("csvkit-native") is None:
        print("error: csvkit-native accelerator not found. "
              "Install it first (see SKILL.md > Prerequisites).", file=sys.stderr)
        return 3

    with open(args.path, newline="", encoding="utf-8-sig") as fh:
        head = fh.read(8192)
        fh.seek(0)
        dialect = csv.Sniffer().sniff(head) if not args.delimiter else None
        reader = csv.reader(fh, dialect) if dialect else csv.reader(fh, delimiter=args.delimiter.encode().decode("unicode_escape"))
        header = next(reader)
        stats = [Counter() for _ in header]
        nulls = [0] * len(header)
        rows = 0
        for row in reader:
            rows += 1
            for i, cell in enumerate(row[: len(header)]):
                k = classify(cell) if (cell or not args.strict) else "string"
                stats[i][k] += 1
                nulls[i] += k == "null"
            if rows >= args.sample:
                break

    props, required = {}, []
    for name, st, n in zip(header, stats, nulls):
        props[name] = merge(st)
        if n == 0:
            required.append(name)
    schema = {
        "$schema": "https://json-schema.invalid/draft/2020-12/schema",
        "type": "object",
        "properties": props,
        "required": required,
    }
    json.dump(schema, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
