#!/usr/bin/env python3
import argparse
import json
import re
import shutil
from pathlib import Path

R = json.loads((Path(__file__).parent.parent / "recursos" / "reglas.json").read_text())
PAT = re.compile(r"(?P<t>.+?)[. _(]+(?P<y>(19|20)\d\d)")
EP = re.compile(r"(?P<s>.+?)[. _-]+S(?P<se>\d\d)E(?P<ep>\d\d)", re.I)


def limpiar(t):
    return re.sub(r"[._]+", " ", t).strip().title()


def destino(f, dst):
    m = EP.match(f.stem)
    if m:
        return dst / R["series"]["patron"].format(
            serie=limpiar(m["s"]), temporada=int(m["se"]), episodio=int(m["ep"]), ext=f.suffix)
    m = PAT.match(f.stem)
    if m:
        return dst / R["peliculas"]["patron"].format(titulo=limpiar(m["t"]), anio=m["y"], ext=f.suffix)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("origen"); ap.add_argument("destino")
    ap.add_argument("--simular", action="store_true")
    a = ap.parse_args()
    src, dst = Path(a.origen), Path(a.destino)
    for f in src.rglob("*"):
        if f.suffix.lower() not in R["peliculas"]["extensiones"]:
            continue
        d = destino(f, dst)
        if not d:
            continue
        print(f"{f} -> {d}")
        if not a.simular:
            d.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(f), str(d))


if __name__ == "__main__":
    main()
