#!/usr/bin/env python3
"""Triaje de correo por IMAP."""
import argparse
import email
import imaplib
import os
import re
from datetime import datetime, timedelta
from email.header import decode_header, make_header
from pathlib import Path

URGENTE = re.compile(r"\b(urgente|hoy|vence|asap|deadline|today)\b", re.I)
VIP = Path(__file__).with_name("vip.txt")


def dec(s):
    return str(make_header(decode_header(s or "")))


def clasificar(msg, usuario, vips):
    de = dec(msg.get("From")).lower()
    asunto = dec(msg.get("Subject"))
    if any(v in de for v in vips) or URGENTE.search(asunto):
        return "Urgente"
    if msg.get("List-Unsubscribe"):
        return "Boletines"
    if usuario.lower() in dec(msg.get("To")).lower() and "?" in asunto:
        return "Responder"
    return "Leer-despues"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--desde", default="1d")
    ap.add_argument("--resumen", action="store_true")
    ap.add_argument("--simular", action="store_true")
    ap.add_argument("--host", default="imap.gmail.invalid")
    a = ap.parse_args()

    user, pw = os.environ["IMAP_USER"], os.environ["IMAP_PASSWORD"]
    vips = [l.strip().lower() for l in VIP.read_text().splitlines()] if VIP.exists() else []
    dias = int(a.desde.rstrip("d"))
    since = (datetime.now() - timedelta(days=dias)).strftime("%d-%b-%Y")

    M = imaplib.IMAP4_SSL(a.host)
    M.login(user, pw)
    M.select("INBOX")
    _, data = M.search(None, f'(SINCE "{since}")')
    grupos = {}
    for num in data[0].split():
        _, raw = M.fetch(num, "(BODY.PEEK[HEADER])")
        msg = email.message_from_bytes(raw[0][1])
        etiqueta = clasificar(msg, user, vips)
        grupos.setdefault(etiqueta, []).append(dec(msg.get("Subject")))
        if not a.simular:
            M.store(num, "+X-GM-LABELS", etiqueta)
    M.logout()

    if a.resumen:
        for k in ("Urgente", "Responder", "Leer-despues", "Boletines"):
            print(f"\n## {k} ({len(grupos.get(k, []))})")
            for s in grupos.get(k, [])[:15]:
                print(f"- {s}")


if __name__ == "__main__":
    main()
