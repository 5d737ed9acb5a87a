#!/usr/bin/env python3
"""Render one HTML signature per staff member."""
import argparse
import csv
import html
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
FOOTERS = {
    "de": "Beispiel GmbH · Sitz: München · Amtsgericht München HRB 000000 · Geschäftsführung: A. Muster",
    "uk": "Example Ltd · Registered in England and Wales No. 00000000 · Registered office: 1 Example St, London",
    "es": "Ejemplo S.L. · Domicilio social: Madrid · Inscrita en el Registro Mercantil de Madrid, Tomo 0, Folio 0, Hoja M-000000",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--country", choices=FOOTERS, default="de")
    ap.add_argument("--company", default="Beispiel GmbH")
    ap.add_argument("--out", default="signatures")
    a = ap.parse_args()
    tpl = (HERE / "templates" / "signature.html").read_text(encoding="utf-8")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    index = ["<!doctype html><meta charset=utf-8><title>Signatures</title>"]
    with open(a.csv, newline="", encoding="utf-8-sig") as fh:
        for r in csv.DictReader(fh):
            vals = {k: html.escape(v) for k, v in r.items()}
            vals.update(company=html.escape(a.company), legal_footer=html.escape(FOOTERS[a.country]))
            s = tpl
            for k, v in vals.items():
                s = s.replace("{{" + k + "}}", v)
            (out / f"{r['email']}.html").write_text(s, encoding="utf-8")
            index.append(f"<h3>{vals['name']}</h3>{s}<hr>")
    (out / "index.html").write_text("\n".join(index), encoding="utf-8")
    print(f"-> {out}/index.html")


if __name__ == "__main__":
    main()
