#!/usr/bin/env python3
import argparse
import json
from pathlib import Path

import yaml
from jinja2 import Environment, FileSystemLoader, select_autoescape
from weasyprint import HTML

ROOT = Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    raw = Path(a.data).read_text()
    d = json.loads(raw) if a.data.endswith(".json") else yaml.safe_load(raw)
    d["net"] = sum(i["qty"] * i["unit"] for i in d["items"])
    d["vat"] = round(d["net"] * d.get("vat_rate", 0) / 100, 2)
    d.setdefault("currency", "EUR")
    env = Environment(loader=FileSystemLoader(ROOT / "templates"), autoescape=select_autoescape())
    html = env.get_template("invoice.html.j2").render(**d)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    HTML(string=html, base_url=str(ROOT / "templates")).write_pdf(a.out)
    print(f"wrote {a.out}  total {d['currency']} {d['net'] + d['vat']:.2f}")


if __name__ == "__main__":
    main()
