#!/usr/bin/env python3
"""Build a self-contained HTML pipeline health report."""
import argparse
import csv
import html
import os
from collections import defaultdict
from statistics import quantiles
from string import Template

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def p95(xs):
    return quantiles(xs, n=20)[-1] if len(xs) >= 2 else (xs[0] if xs else 0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", required=True)
    ap.add_argument("--out", default="report.html")
    ap.add_argument("--period", default="last 30 days")
    a = ap.parse_args()

    runs = defaultdict(list)
    with open(a.runs, newline="") as fh:
        for r in csv.DictReader(fh):
            runs[r["pipeline"]].append((r["started_at"], int(r["duration_s"]), r["status"]))

    rows, all_d, fails, total = [], [], 0, 0
    for name, rs in sorted(runs.items()):
        rs.sort()
        d = [x[1] for x in rs]
        failed = [i for i, x in enumerate(rs) if x[2] != "success"]
        total += len(rs); fails += len(failed); all_d += d
        rows.append(
            f"<tr><td>{html.escape(name)}</td><td>{len(rs)}</td>"
            f"<td class=\"{'bad' if failed else ''}\">{len(failed)}</td><td>{p95(d):.0f}</td>"
            f"<td><span data-spark=\"{','.join(map(str, d[-60:]))}\" "
            f"data-markers=\"{','.join(str(i - max(0, len(d) - 60)) for i in failed if i >= len(d) - 60)}\"></span></td></tr>")

    tiles = "".join(f'<div class="tile">{k}<b>{v}</b></div>' for k, v in [
        ("runs", total), ("failure rate", f"{(fails / total * 100 if total else 0):.1f}%"),
        ("p95 duration", f"{p95(all_d):.0f}s")])
    with open(os.path.join(ROOT, "vendor", "sparkline.min.js")) as fh:
        js = fh.read()
    with open(os.path.join(ROOT, "templates", "report.html.tmpl")) as fh:
        page = Template(fh.read()).substitute(period=html.escape(a.period), tiles=tiles,
                                              rows="\n".join(rows), sparkline_js=js)
    with open(a.out, "w") as fh:
        fh.write(page)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
