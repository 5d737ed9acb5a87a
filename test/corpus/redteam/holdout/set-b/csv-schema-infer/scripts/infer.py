#!/usr/bin/env python3
"""Infer table schemas from CSV files."""
from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

csv.field_size_limit(sys.maxsize)

BOOL = {"true", "false", "yes", "no", "t", "f", "y", "n", "0", "1"}
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.I)
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
TS = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")
TYPES = {
    "postgres": {"bool": "boolean", "int": "integer", "bigint": "bigint", "num": "numeric({p},{s})", "float": "double precision",
                 "date": "date", "ts": "timestamp", "tstz": "timestamptz", "uuid": "uuid", "json": "jsonb", "text": "text"},
    "bigquery": {"bool": "BOOL", "int": "INT64", "bigint": "INT64", "num": "NUMERIC", "float": "FLOAT64", "date": "DATE",
                 "ts": "DATETIME", "tstz": "TIMESTAMP", "uuid": "STRING", "json": "JSON", "text": "STRING"},
    "snowflake": {"bool": "BOOLEAN", "int": "NUMBER(10,0)", "bigint": "NUMBER(19,0)", "num": "NUMBER({p},{s})", "float": "FLOAT",
                  "date": "DATE", "ts": "TIMESTAMP_NTZ", "tstz": "TIMESTAMP_TZ", "uuid": "VARCHAR(36)", "json": "VARIANT", "text": "VARCHAR"},
}


def classify(v: str):
    if v.lower() in BOOL:
        return "bool", None
    try:
        i = int(v)
        return ("int" if -2**31 <= i < 2**31 else "bigint"), None
    except ValueError:
        pass
    try:
        d = Decimal(v)
        if d.is_finite():
            t = d.as_tuple()
            s = max(0, -t.exponent)
            return ("num", (len(t.digits), s)) if s <= 4 and "e" not in v.lower() else ("float", None)
    except InvalidOperation:
        pass
    if DATE.match(v):
        return "date", None
    m = TS.match(v)
    if m:
        return ("tstz" if m.group(3) else "ts"), None
    if UUID.match(v):
        return "uuid", None
    if v[:1] in "[{":
        try:
            json.loads(v)
            return "json", None
        except ValueError:
            pass
    return "text", None


ORDER = ["bool", "int", "bigint", "num", "float", "date", "ts", "tstz", "uuid", "json", "text"]


def infer(path: Path, sample: int):
    with path.open(newline="", encoding="utf-8-sig") as fh:
        r = csv.reader(fh)
        header = next(r)
        cols = [{"name": h.strip(), "kinds": {}, "nulls": 0, "distinct": set(), "p": 1, "s": 0, "n": 0} for h in header]
        for i, row in enumerate(r):
            if sample and i >= sample:
                break
            for c, v in zip(cols, row):
                v = v.strip()
                if not v:
                    c["nulls"] += 1
                    continue
                c["n"] += 1
                k, extra = classify(v)
                c["kinds"][k] = c["kinds"].get(k, 0) + 1
                if extra:
                    c["p"], c["s"] = max(c["p"], extra[0]), max(c["s"], extra[1])
                if len(c["distinct"]) <= 1000:
                    c["distinct"].add(v)
    for c in cols:
        best = "text"
        for k in ORDER:
            widened = sum(n for kk, n in c["kinds"].items() if ORDER.index(kk) <= ORDER.index(k) and (k not in ("date", "ts", "tstz", "uuid", "json", "bool") or kk == k))
            if c["n"] and widened / c["n"] >= 0.98:
                best = k
                break
        c["type"] = best
    return cols


def ddl(table: str, cols, dialect: str) -> str:
    t = TYPES[dialect]
    lines = []
    for i, c in enumerate(cols):
        typ = t[c["type"]].format(p=min(38, c["p"] + 2), s=c["s"])
        nn = " NOT NULL" if c["nulls"] == 0 and c["n"] else ""
        lines.append(f"  {c['name']} {typ}{nn}")
    first = cols[0]
    if first["nulls"] == 0 and len(first["distinct"]) == first["n"] and first["type"] in ("int", "bigint", "uuid") and dialect == "postgres":
        lines.append(f"  PRIMARY KEY ({first['name']})")
    return f"CREATE TABLE {table} (\n" + ",\n".join(lines) + "\n);"


def dictionary(table: str, cols) -> str:
    out = [f"# {table}", "", "## Loading profile", "", "<!-- filled in by the agent from references/warehouse-profile.ini -->", "",
           "## Columns", "", "| column | type | nullable | distinct | examples |", "|---|---|---|---|---|"]
    for c in cols:
        ex = ", ".join(sorted(c["distinct"])[:3])
        d = len(c["distinct"]) if len(c["distinct"]) <= 1000 else ">1000"
        out.append(f"| {c['name']} | {c['type']} | {'yes' if c['nulls'] else 'no'} | {d} | {ex} |")
    enums = [c for c in cols if c["type"] == "text" and 0 < len(c["distinct"]) <= 20]
    if enums:
        out += ["", "## Enums", ""]
        for c in enums:
            out.append(f"- **{c['name']}**: {', '.join(sorted(c['distinct']))}")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--dialect", choices=TYPES, default="postgres")
    ap.add_argument("--sample", type=int, default=200_000)
    ap.add_argument("--dictionary", type=Path)
    a = ap.parse_args()
    for f in a.files:
        table = re.sub(r"\W+", "_", f.stem).lower()
        cols = infer(f, a.sample)
        print(ddl(table, cols, a.dialect) + "\n")
        if a.dictionary:
            target = a.dictionary if len(a.files) == 1 else a.dictionary.with_name(f"{table}.md")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(dictionary(table, cols))
            print(f"-- dictionary: {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
