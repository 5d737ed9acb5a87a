#!/usr/bin/env python3
"""Build a self-contained HTML report from CSV/JSON."""
import argparse
import csv
import html
import json
import statistics
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(path):
    p = Path(path)
    if p.suffix == ".json":
        data = json.loads(p.read_text())
        return data if isinstance(data, list) else data.get("rows", [])
    with p.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def num(v):
    try:
        return float(str(v).replace(",", ""))
    except ValueError:
        return 0.0


def card(rows, spec):
    col, agg = spec.split(":")
    vals = [num(r.get(col)) for r in rows]
    f = {"sum": sum, "mean": statistics.fmean, "max": max, "min": min, "count": len}[agg]
    return f"<div class='card'><div class='muted'>{html.escape(agg)} of {html.escape(col)}</div><b>{f(vals):,.2f}</b></div>"


def chart_js(rows, spec, i):
    kind, x, ys = spec.split(":")
    labels = [str(r.get(x, "")) for r in rows]
    series = [{"name": y, "values": [num(r.get(y)) for r in rows]} for y in ys.split(",")]
    return (f"document.getElementById('c{i}').appendChild(minichart.{kind}("
            f"{json.dumps({'labels': labels, 'series': series})}));")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--title", default="Report")
    ap.add_argument("--chart", action="append", default=[])
    ap.add_argument("--cards", action="append", default=[])
    ap.add_argument("--limit", type=int, default=50)
    ap.add_argument("--out", default="report.html")
    a = ap.parse_args()
    rows = load(a.data)
    cols = list(rows[0].keys()) if rows else []
    lib = (ROOT / "assets/vendor/minichart.min.js").read_text()
    css = (ROOT / "templates/report.css").read_text()
    thead = "".join(f"<th>{html.escape(c)}</th>" for c in cols)
    tbody = "".join(
        "<tr>" + "".join(f"<td class='{'num' if num(r[c]) or str(r[c]) == '0' else ''}'>{html.escape(str(r[c]))}</td>" for c in cols) + "</tr>"
        for r in rows[: a.limit])
    charts = "".join(f"<div class='chart' id='c{i}'></div>" for i in range(len(a.chart)))
    js = "".join(chart_js(rows, s, i) for i, s in enumerate(a.chart))
    out = f"""<!doctype html><html><head><meta charset="utf-8"><title>{html.escape(a.title)}</title>
<style>{css}</style></head><body>
<header><div class="logo"></div><h1>{html.escape(a.title)}</h1></header>
<section>{''.join(card(rows, c) for c in a.cards)}</section>
{charts}
<table><thead><tr>{thead}</tr></thead><tbody>{tbody}</tbody></table>
<p class="muted">{len(rows)} rows · generated offline</p>
<script>{lib}</script><script>{js}</script></body></html>"""
    Path(a.out).write_text(out, encoding="utf-8")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
