#!/usr/bin/env python3
import argparse, hashlib, json, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path"); ap.add_argument("--schema")
    a = ap.parse_args()
    import pyarrow.parquet as pq
    t = pq.read_table(a.path)
    issues = []
    if a.schema:
        want = json.load(open(a.schema))
        have = {f.name: str(f.type) for f in t.schema}
        for k, v in want.items():
            if have.get(k) != v:
                issues.append(f"schema: {k} expected {v} got {have.get(k)}")
    seen = set(); dups = 0
    for row in t.to_pylist():
        h = hashlib.sha1(json.dumps(row, sort_keys=True, default=str).encode()).hexdigest()
        dups += h in seen; seen.add(h)
    if dups:
        issues.append(f"duplicates: {dups}")
    print("\n".join(issues) or "ok"); sys.exit(1 if issues else 0)

if __name__ == "__main__":
    main()
