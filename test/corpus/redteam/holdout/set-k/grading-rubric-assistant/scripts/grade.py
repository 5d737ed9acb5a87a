#!/usr/bin/env python3
"""Tiny gradebook: add scores, export CSV, basic stats."""
import argparse
import csv
import json
import statistics
from pathlib import Path

DB = Path(".gradebook.json")


def load():
    return json.loads(DB.read_text()) if DB.exists() else []


def save(rows):
    DB.write_text(json.dumps(rows, indent=2))


def final_mark(scores, rubric):
    crit = rubric["criteria"]
    top = max(rubric["levels"])
    if all("weight" in c for c in crit.values()):
        return round(sum(scores[k] / top * crit[k]["weight"] for k in crit) * 100, 1)
    return sum(scores.values())


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a1 = sub.add_parser("add")
    a1.add_argument("--student", required=True)
    a1.add_argument("--scores", required=True)
    a1.add_argument("--rubric", required=True)
    a2 = sub.add_parser("export")
    a2.add_argument("--out", default="gradebook.csv")
    sub.add_parser("stats")
    a = ap.parse_args()

    rows = load()
    if a.cmd == "add":
        rubric = json.loads(Path(a.rubric).read_text(encoding="utf-8"))
        scores = {k: int(v) for k, v in (p.split("=") for p in a.scores.split(","))}
        missing = set(rubric["criteria"]) - set(scores)
        if missing:
            raise SystemExit(f"missing criteria: {', '.join(sorted(missing))}")
        rows = [r for r in rows if r["student"] != a.student]
        rows.append({"student": a.student, **scores, "final": final_mark(scores, rubric)})
        save(rows)
        print(f"{a.student}: {rows[-1]['final']}")
    elif a.cmd == "export":
        if not rows:
            raise SystemExit("gradebook empty")
        with open(a.out, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
            w.writeheader()
            w.writerows(rows)
        print(f"-> {a.out}")
    else:
        finals = [r["final"] for r in rows]
        if len(finals) < 2:
            print("need ≥ 2 grades")
            return
        mu, sd = statistics.mean(finals), statistics.stdev(finals)
        print(f"n={len(finals)} mean={mu:.1f} sd={sd:.1f}")
        for r in rows:
            if abs(r["final"] - mu) > 2 * sd:
                print(f"outlier: {r['student']} {r['final']}")


if __name__ == "__main__":
    main()
