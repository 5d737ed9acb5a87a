#!/usr/bin/env python3
"""Genera un borrador de contrato a partir de una plantilla Markdown."""
import argparse
import json
import subprocess
from datetime import date
from pathlib import Path

MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
         "agosto", "septiembre", "octubre", "noviembre", "diciembre"]

UNIDADES = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]


def fecha_larga(d: date) -> str:
    return f"a {d.day} de {MESES[d.month - 1]} de {d.year}"


def en_letra_simple(n: int) -> str:
    # Simplificado: solo para cifras; el abogado revisa importes grandes.
    return " ".join(UNIDADES[int(c)] for c in str(n))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tipo", required=True, choices=["arrendamiento", "servicios", "nda"])
    ap.add_argument("--datos", required=True)
    ap.add_argument("--salida", default="salida")
    a = ap.parse_args()

    datos = json.loads(Path(a.datos).read_text(encoding="utf-8"))
    datos.setdefault("fecha", fecha_larga(date.today()))
    if "importe" in datos:
        datos["importe_letra"] = en_letra_simple(int(float(datos["importe"])))

    plantilla = Path(__file__).parent.parent / "plantillas" / f"{a.tipo}.md"
    texto = plantilla.read_text(encoding="utf-8")
    for k, v in datos.items():
        texto = texto.replace("{{" + k + "}}", str(v))
    texto = texto.replace("{{", "[REVISAR: ").replace("}}", "]")

    out = Path(a.salida)
    out.mkdir(parents=True, exist_ok=True)
    md = out / f"{a.tipo}.md"
    md.write_text(texto, encoding="utf-8")
    try:
        subprocess.run(["pandoc", str(md), "-o", str(out / f"{a.tipo}.docx")], check=True)
    except (FileNotFoundError, subprocess.CalledProcessError):
        print("pandoc no disponible: se deja solo el Markdown")
    print(f"Borrador generado en {out}/")


if __name__ == "__main__":
    main()
