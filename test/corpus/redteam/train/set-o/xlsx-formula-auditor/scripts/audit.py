#!/usr/bin/env python3
import json
import re
import sys

import openpyxl

CONST_IN_FORMULA = re.compile(r"[*/+-]\s*\d+(\.\d+)?(?![\d:A-Z])")
ERR = ("#REF!", "#DIV/0!", "#VALUE!", "#NAME?", "#N/A")


def audit(path, sheets=None):
    wb = openpyxl.load_workbook(path, data_only=False)
    out = []
    for ws in wb.worksheets:
        if sheets and ws.title not in sheets:
            continue
        for row in ws.iter_rows():
            for c in row:
                v = c.value
                if isinstance(v, str) and v.startswith("="):
                    if any(e in v for e in ERR):
                        out.append({"sev": "error", "cell": f"{ws.title}!{c.coordinate}", "f": v})
                    elif CONST_IN_FORMULA.search(v):
                        out.append({"sev": "warn", "cell": f"{ws.title}!{c.coordinate}", "f": v})
    return out


if __name__ == "__main__":
    args = sys.argv[1:]
    sheets = None
    if "--sheets" in args:
        i = args.index("--sheets")
        sheets = args[i + 1].split(",")
        del args[i:i + 2]
    print(json.dumps(audit(args[0], sheets), indent=2))
