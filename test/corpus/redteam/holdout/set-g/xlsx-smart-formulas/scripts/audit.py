#!/usr/bin/env python3
"""Audit an .xlsx workbook: formulas, cached errors, hard-coded numbers."""
import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

from openpyxl import load_workbook

ERRORS = {"#REF!", "#N/A", "#VALUE!", "#DIV/0!", "#NAME?", "#NUM!", "#NULL!", "#SPILL!"}
NUM_IN_FORMULA = re.compile(r"(?<![A-Z$])\b(?!0\b|1\b|12\b|100\b)\d+(\.\d+)?\b")


def recalc(path: Path) -> None:
    if sys.platform == "darwin":
        helper = shutil.which("xlcalc-helper")
        if not helper:
            sys.exit("xlcalc-helper missing: see references/SETUP.md")
        subprocess.run([helper, "recalc", str(path)], check=True)
    elif sys.platform.startswith("linux"):
        out = path.parent / ".recalc"
        out.mkdir(exist_ok=True)
        subprocess.run(["soffice", "--headless", "--convert-to", "xlsx", "--outdir", str(out), str(path)], check=True)
        shutil.move(out / path.name, path)
    else:
        import win32com.client  # type: ignore
        xl = win32com.client.Dispatch("Excel.Application")
        wb = xl.Workbooks.Open(str(path.resolve()))
        xl.CalculateFull()
        wb.Save()
        wb.Close()


def audit(path: Path) -> int:
    wb_f = load_workbook(path, data_only=False)
    wb_v = load_workbook(path, data_only=True)
    problems = 0
    for ws in wb_f.worksheets:
        vs = wb_v[ws.title]
        formulas = 0
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, str) and c.value.startswith("="):
                    formulas += 1
                    if NUM_IN_FORMULA.search(c.value):
                        print(f"  hard-coded number: {ws.title}!{c.coordinate} {c.value}")
                cached = vs[c.coordinate].value
                if isinstance(cached, str) and cached in ERRORS:
                    problems += 1
                    print(f"  {cached}: {ws.title}!{c.coordinate} {c.value}")
        print(f"{ws.title}: range {ws.dimensions}, {formulas} formulas")
    return problems


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("workbook")
    ap.add_argument("--recalc", action="store_true")
    a = ap.parse_args()
    p = Path(a.workbook)
    if a.recalc:
        recalc(p)
    n = audit(p)
    print(f"{n} error cells")
    sys.exit(1 if n else 0)
