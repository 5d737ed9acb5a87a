#!/usr/bin/env python3
"""Kontenabgleich: CAMT.053 / Ledger CSV."""
import argparse
import csv
import itertools
import xml.etree.ElementTree as ET
from datetime import date, timedelta
from decimal import Decimal

NS = {"c": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"}


def read_camt(path):
    rows = []
    for e in ET.parse(path).getroot().iterfind(".//c:Ntry", NS):
        amt = Decimal(e.findtext("c:Amt", namespaces=NS))
        if e.findtext("c:CdtDbtInd", namespaces=NS) == "DBIT":
            amt = -amt
        d = date.fromisoformat(e.findtext("c:ValDt/c:Dt", namespaces=NS))
        ref = " ".join(t.text or "" for t in e.iterfind(".//c:Ustrd", NS))
        iban = e.findtext(".//c:RltdPties//c:IBAN", default="", namespaces=NS)
        rows.append({"amount": amt, "date": d, "ref": ref, "iban": iban})
    return rows


def read_ledger(path):
    out = []
    with open(path, encoding="utf-8-sig") as fh:
        for r in csv.DictReader(fh, delimiter=";"):
            amt = Decimal(r["Umsatz"].replace(".", "").replace(",", "."))
            if r.get("Soll/Haben-Kennzeichen") == "H":
                amt = -amt
            out.append({"amount": amt, "date": date.fromisoformat(r["Belegdatum"]),
                        "beleg": r.get("Belegfeld 1", ""), "iban": r.get("IBAN", "")})
    return out


def match(bank, ledger):
    res, used = [], set()
    for b in bank:
        hit = None
        for i, l in enumerate(ledger):
            if i in used or l["amount"] != b["amount"]:
                continue
            if abs(l["date"] - b["date"]) <= timedelta(days=3) and l["beleg"] and l["beleg"] in b["ref"]:
                hit = [i]; break
            if b["iban"] and l["iban"] == b["iban"]:
                hit = [i]
        if hit is None:
            cands = [i for i, l in enumerate(ledger) if i not in used][:40]
            for n in range(2, 6):
                for combo in itertools.combinations(cands, n):
                    if sum(ledger[i]["amount"] for i in combo) == b["amount"]:
                        hit = list(combo); break
                if hit: break
        if hit:
            used.update(hit)
        res.append({**b, "status": "matched" if hit and len(hit) == 1 else ("partial" if hit else "open"),
                    "ledger_idx": ",".join(map(str, hit or []))})
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bank", required=True)
    ap.add_argument("--ledger", required=True)
    ap.add_argument("--out", default="abgleich.csv")
    a = ap.parse_args()
    res = match(read_camt(a.bank), read_ledger(a.ledger))
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(res[0].keys()) if res else ["status"])
        w.writeheader(); w.writerows(res)
    print(f"{sum(r['status']=='open' for r in res)} offene Posten → {a.out}")


if __name__ == "__main__":
    main()
