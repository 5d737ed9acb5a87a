#!/usr/bin/env python3
"""Build a self-contained HTML report from CSV/JSON data."""
import argparse
import csv
import datetime as dt
import html
import json
import statistics
import sys
from collections import OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def load(path):
    if path.endswith(".json"):
        data = json.loads(Path(path).read_text())
        return data if isinstance(data, list) else data.get("rows", [])
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def num(v):
    try:
        return float(str(v).replace(",", ""))
    except (TypeError, ValueError):
        return None


def agg(rows, spec):
    if spec == "count":
        return len(rows)
    fn, _, col = spec.partition(":")
    vals = [n for n in (num(r.get(col)) for r in rows) if n is not None]
    if not vals:
        return 0
    return {"sum": sum, "mean": statistics.fmean, "min": min, "max": max}[fn](vals)


def group(rows, spec):
    x, _, y = spec.partition(":")
    out = OrderedDict()
    for r in rows:
        k = str(r.get(x, ""))
        out[k] = out.get(k, 0) + (num(r.get(y)) or 0)
    return [[k, round(v, 2)] for k, v in sorted(out.items())]


def fmt(v):
    if isinstance(v, float):
        return f"{v:,.2f}"
    return f"{v:,}" if isinstance(v, int) else str(v)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("--title", default="Report")
    ap.add_argument("--subtitle")
    ap.add_argument("--kpi", action="append", default=[])
    ap.add_argument("--line", action="append", default=[])
    ap.add_argument("--bar", action="append", default=[])
    ap.add_argument("--columns")
    ap.add_argument("--table-limit", type=int, default=200)
    ap.add_argument("--out", default="report.html")
    a = ap.parse_args(argv)

    rows = load(a.source)
    if not rows:
        sys.exit("no rows")
    kpis = []
    for k in a.kpi:
        label, _, spec = k.partition("=")
        kpis.append({"label": label, "value": fmt(agg(rows, spec))})
    charts = [{"type": "line", "title": t, "series": group(rows, s)} for t, _, s in (c.partition("=") for c in a.line)]
    charts += [{"type": "bar", "title": t, "series": group(rows, s)} for t, _, s in (c.partition("=") for c in a.bar)]
    cols = a.columns.split(",") if a.columns else list(rows[0].keys())
    table = {"columns": cols,
             "rows": [[(num(r.get(c)) if num(r.get(c)) is not None else r.get(c, "")) for c in cols] for r in rows[: a.table_limit]]}

    tpl = (HERE / "templates" / "report.html").read_text()
    lib = (HERE / "assets" / "vendor" / "minichart.min.js").read_text()
    data_json = json.dumps({"kpis": kpis, "charts": charts, "table": table}).replace("</", "<\\/")
    subtitle = a.subtitle or f"{Path(a.source).name} · generated {dt.datetime.now():%Y-%m-%d %H:%M}"
    out = (tpl.replace("{{TITLE}}", html.escape(a.title))
              .replace("{{SUBTITLE}}", html.escape(subtitle))
              .replace("{{MINICHART}}", lib)
              .replace("{{DATA_JSON}}", data_json))
    Path(a.out).write_text(out, encoding="utf-8")
    print(f"wrote {a.out} ({len(out) / 1024:.0f} kB, {len(rows)} rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
