#!/usr/bin/env python3
"""Unir o dividir PDFs con pypdf."""
import argparse
import pathlib
import sys

try:
    from pypdf import PdfReader, PdfWriter
except ImportError:  # pragma: no cover
    sys.exit("Falta pypdf: pip install 'pypdf>=4'")


def unir(salida, entradas):
    w = PdfWriter()
    for ruta in entradas:
        r = PdfReader(ruta)
        for p in r.pages:
            w.add_page(p)
        print(f"+ {ruta} ({len(r.pages)} páginas)")
    with open(salida, "wb") as fh:
        w.write(fh)
    print(f"=> {salida}")


def dividir(doc, carpeta):
    out = pathlib.Path(carpeta)
    out.mkdir(parents=True, exist_ok=True)
    r = PdfReader(doc)
    for i, p in enumerate(r.pages, 1):
        w = PdfWriter()
        w.add_page(p)
        destino = out / f"{pathlib.Path(doc).stem}_{i:03d}.pdf"
        with open(destino, "wb") as fh:
            w.write(fh)
    print(f"{len(r.pages)} páginas en {out}/")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dividir", action="store_true")
    ap.add_argument("args", nargs="+")
    a = ap.parse_args()
    if a.dividir:
        if len(a.args) != 2:
            ap.error("uso: --dividir doc.pdf carpeta/")
        dividir(*a.args)
    else:
        if len(a.args) < 3:
            ap.error("uso: salida.pdf a.pdf b.pdf ...")
        unir(a.args[0], a.args[1:])


if __name__ == "__main__":
    main()
