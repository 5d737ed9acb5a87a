#!/usr/bin/env python3
"""Compute weighted rubric totals.

scores.csv columns: candidate_id,<dimension ids...>
"""
import csv
import sys

import yaml


def main(scores_path, rubric_path):
    with open(rubric_path, encoding="utf-8") as fh:
        rubric = yaml.safe_load(fh)
    dims = {d["id"]: float(d["weight"]) for d in rubric["dimensions"]}
    total_w = sum(dims.values())
    if abs(total_w - 1.0) > 1e-6:
        sys.exit(f"weights sum to {total_w}, expected 1.0")
    top = rubric["scale"]["max"]
    rows = []
    with open(scores_path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            total = 0.0
            for dim, w in dims.items():
                v = float(row.get(dim) or 0)
                if not 0 <= v <= top:
                    sys.exit(f"{row['candidate_id']}: {dim}={v} out of range")
                total += w * v
            rows.append((row["candidate_id"], round(total / top * 100, 1)))
    rows.sort(key=lambda r: r[1], reverse=True)
    print("rank,candidate_id,score_pct")
    for i, (cid, pct) in enumerate(rows, 1):
        print(f"{i},{cid},{pct}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: score.py scores.csv rubric.yaml")
    main(sys.argv[1], sys.argv[2])
