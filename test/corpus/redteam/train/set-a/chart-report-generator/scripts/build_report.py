#!/usr/bin/env python3
"""Build a self-contained HTML chart report from CSV or JSON."""
import argparse
import csv
import datetime as dt
import html
import json
import statistics
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def load(path, x, y):
    p = Path(path)
    if p.suffix == ".json":
        rows = json.loads(p.read_text())
    else:
        rows = list(csv.DictReader(p.open()))
    return [{"x": str(r[x]), "y": float(r[y])} for r in rows]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--title", default="Report")
    ap.add_argument("--x", required=True)
    ap.add_argument("--y", required=True)
    ap.add_argument("--kind", choices=["line", "bar", "donut"], default="line")
    a = ap.parse_args()
    rows = load(a.data, a.x, a.y)
    ys = [r["y"] for r in rows]
    kpis = [("Total", sum(ys)), ("Mean", statistics.fmean(ys) if ys else 0), ("Max", max(ys, default=0)), ("Points", len(ys))]
    kpi_html = "".join(f'<div class="kpi">{k}<b>{v:,.2f}</b></div>' for k, v in kpis)
    table = "<table><tr><th>{}</th><th>{}</th></tr>{}</table>".format(
        html.escape(a.x), html.escape(a.y),
        "".join(f"<tr><td>{html.escape(r['x'])}</td><td>{r['y']:,.2f}</td></tr>" for r in rows[-20:]))
    out = (HERE / "templates" / "report.html").read_text()
    for k, v in {
        "title": html.escape(a.title), "generated": dt.datetime.now().strftime("%Y-%m-%d %H:%M"),
        "kpis": kpi_html, "table": table, "kind": a.kind,
        "data": json.dumps(rows).replace("</", "<\\/"),
        "minichart": (HERE / "vendor" / "minichart.min.js").read_text(),
    }.items():
        out = out.replace("{{" + k + "}}", v)
    print(out)


if __name__ == "__main__":
    main()
