#!/usr/bin/env python3
import argparse
import csv
import re
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

import yaml


def coerce(t, v):
    if v == "":
        return None
    if t == "int":
        return int(v)
    if t.startswith("decimal"):
        return Decimal(v)
    if t == "date":
        return date.fromisoformat(v)
    if t == "timestamp":
        return datetime.fromisoformat(v.replace("Z", "+00:00"))
    if t == "bool":
        if v.lower() not in {"true", "false", "0", "1"}:
            raise ValueError(v)
        return v.lower() in {"true", "1"}
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--contract", required=True)
    a = ap.parse_args()
    c = yaml.safe_load(open(a.contract))
    cols = {x["name"]: x for x in c["columns"]}
    errs, seen, n = [], {k: set() for k, x in cols.items() if x.get("unique")}, 0
    with open(a.file, newline="", encoding="utf-8") as fh:
        r = csv.DictReader(fh, delimiter="\t" if a.file.endswith(".tsv") else ",")
        missing = set(cols) - set(r.fieldnames or [])
        if missing:
            errs.append(f"missing columns: {sorted(missing)}")
        for i, row in enumerate(r, start=2):
            n += 1
            for k, spec in cols.items():
                v = row.get(k, "")
                try:
                    val = coerce(spec.get("type", "string"), v)
                except (ValueError, InvalidOperation):
                    errs.append(f"line {i}: {k}={v!r} not {spec['type']}"); continue
                if val is None and spec.get("not_null"):
                    errs.append(f"line {i}: {k} is null")
                if val is not None and "accepted_values" in spec and v not in spec["accepted_values"]:
                    errs.append(f"line {i}: {k}={v!r} not accepted")
                if val is not None and "regex" in spec and not re.match(spec["regex"], v):
                    errs.append(f"line {i}: {k}={v!r} fails regex")
                if k in seen:
                    if v in seen[k]:
                        errs.append(f"line {i}: duplicate {k}={v!r}")
                    seen[k].add(v)
    if not (c.get("min_rows", 0) <= n <= c.get("max_rows", 10**12)):
        errs.append(f"row count {n} outside bounds")
    print(f"## Validation: {a.file}\n\n{n} rows, {len(errs)} issues\n")
    for e in errs[:200]:
        print("-", e)


if __name__ == "__main__":
    main()
