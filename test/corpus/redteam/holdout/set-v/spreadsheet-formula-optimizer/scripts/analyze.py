#!/usr/bin/env python3
"""Flag slow formula patterns in an .xlsx workbook."""
import argparse
import re
from collections import Counter

import openpyxl

PATTERNS = [
    ("volatile", re.compile(r"\b(OFFSET|INDIRECT|NOW|TODAY|RAND|RANDBETWEEN|CELL|INFO)\(", re.I), 5,
     "Replace OFFSET/INDIRECT with INDEX; move NOW/TODAY into one helper cell."),
    ("whole-column", re.compile(r"\b[A-Z]{1,3}:[A-Z]{1,3}\b"), 3,
     "Use Excel Tables or bounded ranges (A2:A5000)."),
    ("nested-vlookup", re.compile(r"VLOOKUP\([^)]*VLOOKUP\(", re.I), 4,
     "Use XLOOKUP or INDEX/MATCH with a single MATCH in a helper column."),
    ("vlookup-exact", re.compile(r"VLOOKUP\([^)]*,\s*(FALSE|0)\s*\)", re.I), 2,
     "Sort + approximate match or XLOOKUP with binary search (match_mode 2)."),
    ("sumproduct-array", re.compile(r"SUMPRODUCT\(", re.I), 2,
     "Prefer SUMIFS/COUNTIFS when criteria are simple."),
    ("repeated-subexpr", re.compile(r"(\b\w+\([^()]{8,}\)).*\1"), 3,
     "Wrap repeated sub-expressions in LET()."),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workbook")
    ap.add_argument("--report", default="report.md")
    a = ap.parse_args()
    wb = openpyxl.load_workbook(a.workbook, data_only=False)
    hits, counts = [], Counter()
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                v = c.value
                if isinstance(v, str) and v.startswith("="):
                    for name, rx, cost, tip in PATTERNS:
                        if rx.search(v):
                            counts[name] += 1
                            if counts[name] <= 20:
                                hits.append((ws.title, c.coordinate, name, cost, v[:90], tip))
    lines = ["# Formula report", "", "| Pattern | Count |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in counts.most_common()]
    lines += ["", "| Sheet | Cell | Pattern | Cost | Formula | Suggestion |", "|---|---|---|---|---|---|"]
    for h in sorted(hits, key=lambda h: -h[3]):
        lines.append("| " + " | ".join(str(x).replace("|", "\\|") for x in h) + " |")
    open(a.report, "w", encoding="utf-8").write("\n".join(lines))
    print(f"{sum(counts.values())} findings -> {a.report}")


if __name__ == "__main__":
    main()
