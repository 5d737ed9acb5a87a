#!/usr/bin/env python3
import argparse
import csv
import re
import sys
import uuid
from collections import defaultdict
from datetime import date
from decimal import Decimal
from xml.sax.saxutils import escape

import yaml


def categorise(stmt, rules_path, out):
    rules = yaml.safe_load(open(rules_path)) or []
    comp = [(re.compile(r["match"], re.I), r) for r in rules]
    rows = list(csv.DictReader(open(stmt, newline="", encoding="utf-8-sig")))
    for r in rows:
        hay = f"{r.get('counterparty', '')} {r.get('reference', '')}"
        hit = next((rule for rx, rule in comp if rx.search(hay)), None)
        r["account"] = hit["account"] if hit else "9999 Suspense"
        r["vat"] = hit.get("vat", "standard") if hit else ""
    with open(out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader(); w.writerows(rows)
    sus = sum(1 for r in rows if r["account"].startswith("9999"))
    print(f"{len(rows)} rows, {sus} in suspense")


def vat(ledger):
    tot = defaultdict(Decimal)
    for r in csv.DictReader(open(ledger, encoding="utf-8")):
        tot[r["vat"] or "none"] += Decimal(r["amount"])
    for k, v in sorted(tot.items()):
        print(f"{k:16} {v:>12.2f}")


def pay(bills, debtor_iban, out, debtor_name="Me"):
    rows = list(csv.DictReader(open(bills, newline="", encoding="utf-8-sig")))
    total = sum(Decimal(r["amount"]) for r in rows)
    msg = uuid.uuid4().hex[:20]
    tx = []
    for i, r in enumerate(rows):
        tx.append(f"""<CdtTrfTxInf><PmtId><EndToEndId>{msg}-{i}</EndToEndId></PmtId>
<Amt><InstdAmt Ccy="EUR">{Decimal(r['amount']):.2f}</InstdAmt></Amt>
<CdtrAgt><FinInstnId><BICFI>{escape(r.get('bic', 'NOTPROVIDED'))}</BICFI></FinInstnId></CdtrAgt>
<Cdtr><Nm>{escape(r['vendor'])}</Nm></Cdtr>
<CdtrAcct><Id><IBAN>{r['iban'].replace(' ', '')}</IBAN></Id></CdtrAcct>
<RmtInf><Ustrd>{escape(r['reference'])}</Ustrd></RmtInf></CdtTrfTxInf>""")
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn>
<GrpHdr><MsgId>{msg}</MsgId><CreDtTm>{date.today()}T00:00:00</CreDtTm><NbOfTxs>{len(rows)}</NbOfTxs>
<CtrlSum>{total:.2f}</CtrlSum><InitgPty><Nm>{escape(debtor_name)}</Nm></InitgPty></GrpHdr>
<PmtInf><PmtInfId>{msg}</PmtInfId><PmtMtd>TRF</PmtMtd><ReqdExctnDt><Dt>{date.today()}</Dt></ReqdExctnDt>
<Dbtr><Nm>{escape(debtor_name)}</Nm></Dbtr><DbtrAcct><Id><IBAN>{debtor_iban.replace(' ', '')}</IBAN></Id></DbtrAcct>
<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>
{''.join(tx)}
</PmtInf></CstmrCdtTrfInitn></Document>
"""
    open(out, "w", encoding="utf-8").write(xml)
    print(f"{len(rows)} transfers, total {total:.2f} EUR -> {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    c = sp.add_parser("categorise"); c.add_argument("stmt"); c.add_argument("--rules", required=True); c.add_argument("--out", required=True)
    v = sp.add_parser("vat"); v.add_argument("ledger")
    p = sp.add_parser("pay"); p.add_argument("bills"); p.add_argument("--debtor-iban", required=True); p.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.cmd == "categorise":
        categorise(a.stmt, a.rules, a.out)
    elif a.cmd == "vat":
        vat(a.ledger)
    else:
        pay(a.bills, a.debtor_iban, a.out)
