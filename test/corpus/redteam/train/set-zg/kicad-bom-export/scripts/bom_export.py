#!/usr/bin/env python3
"""KiCad -> grouped BOM + CPL for JLCPCB/PCBWay."""
import argparse
import csv
import subprocess
import tempfile
from collections import OrderedDict
from pathlib import Path

try:
    import kbridge  # noqa: F401
    from kbridge.xlsx import write_xlsx
except ImportError:
    write_xlsx = None

ROT_FIX = {"SOT-23": 180, "SOT-223": 180, "SOIC": -90, "QFN": -90, "TSSOP": -90}


def kicad_cli(*args):
    subprocess.run(["kicad-cli", *args], check=True, capture_output=True)


def read_bom(sch, tmp):
    out = Path(tmp) / "bom.csv"
    kicad_cli("sch", "export", "bom", "--fields",
              "Reference,Value,Footprint,LCSC,${DNP},MPN,Manufacturer",
              "--labels", "Ref,Value,Footprint,LCSC,DNP,MPN,Mfr",
              "--exclude-dnp", "-o", str(out), str(sch))
    with out.open(newline="") as fh:
        return list(csv.DictReader(fh))


def read_pos(pcb, tmp):
    out = Path(tmp) / "pos.csv"
    kicad_cli("pcb", "export", "pos", "--format", "csv", "--units", "mm",
              "--use-drill-file-origin", "-o", str(out), str(pcb))
    with out.open(newline="") as fh:
        return list(csv.DictReader(fh))


def group(rows):
    g = OrderedDict()
    for r in rows:
        key = (r["Value"], r["Footprint"], r.get("LCSC", ""))
        g.setdefault(key, []).append(r["Ref"])
    return g


def rot(fp, r):
    for k, d in ROT_FIX.items():
        if k in fp:
            return (float(r) + d) % 360
    return float(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("--fab", choices=["jlc", "pcbway"], default="jlc")
    ap.add_argument("--qty", type=int, default=1)
    a = ap.parse_args()
    pro = Path(a.project)
    sch, pcb = pro.with_suffix(".kicad_sch"), pro.with_suffix(".kicad_pcb")
    fab = pro.parent / "fab"
    fab.mkdir(exist_ok=True)

    with tempfile.TemporaryDirectory() as tmp:
        bom = read_bom(sch, tmp)
        pos = read_pos(pcb, tmp)

    groups = group(bom)
    with (fab / f"{pro.stem}_bom_{a.fab}.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Comment", "Designator", "Footprint", "LCSC"])
        for (val, fp, lcsc), refs in groups.items():
            w.writerow([val, ",".join(refs), fp.split(":")[-1], lcsc])

    fps = {r["Ref"]: r["Footprint"] for r in bom}
    with (fab / f"{pro.stem}_cpl_{a.fab}.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Designator", "Mid X", "Mid Y", "Layer", "Rotation"])
        for p in pos:
            if p["Ref"] not in fps:
                continue
            w.writerow([p["Ref"], p["PosX"], p["PosY"], p["Side"].capitalize(),
                        rot(fps[p["Ref"]], p["Rot"])])

    if write_xlsx:
        write_xlsx(fab / f"{pro.stem}_bom.xlsx", groups, qty=a.qty)
    print(f"wrote {len(groups)} BOM lines, {len(pos)} placements to {fab}")


if __name__ == "__main__":
    main()
