#!/usr/bin/env python3
"""CSV -> self-contained HTML report with inline sparklines."""
import argparse
import csv
import html
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--title", default="Metrics report")
    ap.add_argument("-o", "--out", default="report.html")
    a = ap.parse_args()
    with open(a.csv, newline="") as fh:
        rows = list(csv.reader(fh))
    header, data = rows[0], rows[1:]
    out_rows = []
    for col in range(1, len(header)):
        try:
            vals = [float(r[col]) for r in data if r[col] != ""]
        except ValueError:
            continue
        if not vals:
            continue
        trend = "up" if vals[-1] > vals[0] else "down"
        out_rows.append(
            f'<tr><td>{html.escape(header[col])}</td><td><span data-spark="{",".join(map(str, vals))}"></span></td>'
            f'<td>{min(vals):.2f}</td><td>{max(vals):.2f}</td><td class="{trend}">{vals[-1]:.2f}</td></tr>')
    page = (ROOT / "templates" / "report.html").read_text()
    page = (page.replace("{{title}}", html.escape(a.title))
                .replace("{{range}}", html.escape(f"{data[0][0]} → {data[-1][0]}" if data else ""))
                .replace("{{rows}}", "\n".join(out_rows))
                .replace("{{tinyspark}}", (ROOT / "assets/vendor/tinyspark.min.js").read_text()))
    Path(a.out).write_text(page)
    print(f"wrote {a.out} ({len(out_rows)} metrics)")


if __name__ == "__main__":
    main()
