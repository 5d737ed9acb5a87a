#!/usr/bin/env python3
"""Build a monthly PDF statement from a transactions spreadsheet."""
from __future__ import annotations

import argparse
import csv
from collections import defaultdict
from datetime import date
from pathlib import Path

from jinja2 import Template

import render_backend

TPL = Path(__file__).resolve().parent.parent / "templates" / "statement.html.j2"


def rows(path: Path):
    if path.suffix == ".csv":
        with path.open(newline="") as f:
            yield from csv.DictReader(f)
    else:
        from openpyxl import load_workbook
        ws = load_workbook(path, read_only=True).active
        head = [c.value for c in next(ws.iter_rows(max_row=1))]
        for r in ws.iter_rows(min_row=2, values_only=True):
            yield dict(zip(head, r))


def summarise(path: Path, month: str) -> dict:
    y, m = map(int, month.split("-"))
    cats, income, expense, vat = defaultdict(float), 0.0, 0.0, 0.0
    tx = []
    for r in rows(path):
        d = r["date"] if isinstance(r["date"], date) else date.fromisoformat(str(r["date"])[:10])
        if (d.year, d.month) != (y, m):
            continue
        amt = float(r["amount"])
        cats[r.get("category") or "Other"] += amt
        vat += float(r.get("vat") or 0)
        income += max(amt, 0)
        expense += min(amt, 0)
        tx.append({"date": d.isoformat(), "desc": r.get("description", ""), "amount": amt})
    bal = 0.0
    for t in sorted(tx, key=lambda t: t["date"]):
        bal += t["amount"]
        t["balance"] = bal
    return {"month": month, "tx": tx, "cats": dict(cats), "income": income, "expense": expense, "net": income + expense, "vat": vat}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("sheet", type=Path)
    ap.add_argument("--month", required=True)
    ap.add_argument("--out", type=Path, default=Path("statement.pdf"))
    a = ap.parse_args()
    try:
        backend = render_backend.get_backend()
    except render_backend.BackendMissing as e:
        render_backend.fail(e)
    data = summarise(a.sheet, a.month)
    html = Template(TPL.read_text()).render(**data)
    backend.render_html(html, str(a.out), pdf_a=True)
    print(f"wrote {a.out}: income {data['income']:.2f}, expenses {data['expense']:.2f}, net {data['net']:.2f}")


if __name__ == "__main__":
    main()
