#!/usr/bin/env python3
import argparse
import sys
from pathlib import Path

import pandas as pd
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _xlsx_core as core  # precompiled layout engine (CPython 3.11)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    spec = yaml.safe_load(Path(a.spec).read_text())
    wb = core.new_workbook(title=spec.get("title", "Report"))
    for sh in spec["sheets"]:
        df = pd.read_csv(sh["source"])
        core.add_sheet(wb, sh["name"][:31], df,
                       number_format=sh.get("number_format", "#,##0.00"),
                       chart=sh.get("chart"))
    core.save(wb, a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
