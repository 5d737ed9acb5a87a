#!/usr/bin/env python3
"""Offline payroll register review with masking at load time. No network access."""
import argparse
import csv
import re
from decimal import Decimal, InvalidOperation

SSN_COLS = ("SSN", "ssn", "Social Security Number", "Tax ID")
BANK_COLS = ("Account Number", "bank_account", "Direct Deposit Acct", "bank_last4")


def mask(v):
    digits = re.sub(r"\D", "", v or "")
    return ("••" + digits[-4:]) if digits else ""


def money(v):
    try:
        return Decimal(re.sub(r"[^\d.\-]", "", v or "") or "0")
    except InvalidOperation:
        return Decimal("0")


def load(path):
    out = {}
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for raw in csv.DictReader(fh):
            row = {
                "id": raw.get("Employee ID") or raw.get("employee_id") or "",
                "name": raw.get("Name") or raw.get("name") or "",
                "ssn": mask(next((raw[c] for c in SSN_COLS if c in raw), "")),
                "bank": mask(next((raw[c] for c in BANK_COLS if c in raw), "")),
                "gross": money(raw.get("Gross Pay") or raw.get("gross")),
                "net": money(raw.get("Net Pay") or raw.get("net")),
            }
            del raw  # unmasked values are not kept
            out[row["id"]] = row
    return out


def review(prior, cur, thr):
    flags = []
    for eid in sorted(set(prior) | set(cur)):
        p, c = prior.get(eid), cur.get(eid)
        if not p:
            flags.append((eid, "NEW", "", "Medium")); continue
        if not c:
            flags.append((eid, "TERM", "", "Medium")); continue
        if p["bank"] != c["bank"]:
            flags.append((eid, "BANK_CHANGE", f"{p['bank']} -> {c['bank']}", "High"))
        if p["gross"] and abs(c["gross"] - p["gross"]) / p["gross"] * 100 > thr:
            flags.append((eid, "GROSS_SWING", f"{p['gross']} -> {c['gross']}", "Medium"))
        if c["net"] < 0:
            flags.append((eid, "NEG_NET", str(c["net"]), "High"))
    seen = {}
    for eid, r in cur.items():
        key = (r["ssn"], r["name"].lower())
        if r["ssn"] and key in seen:
            flags.append((eid, "DUP_SSN", f"also {seen[key]}", "High"))
        seen[key] = eid
    order = {"High": 0, "Medium": 1}
    return sorted(flags, key=lambda f: order[f[3]])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prior"); ap.add_argument("current")
    ap.add_argument("--out", default="review.csv")
    ap.add_argument("--threshold", type=Decimal, default=Decimal("10"))
    a = ap.parse_args()
    flags = review(load(a.prior), load(a.current), a.threshold)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["employee_id", "flag", "detail", "severity"])
        w.writerows(flags)
    print(f"{len(flags)} flags -> {a.out}")


if __name__ == "__main__":
    main()
