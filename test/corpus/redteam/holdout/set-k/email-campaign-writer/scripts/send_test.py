#!/usr/bin/env python3
"""Send a test email (HTML + generated plain-text) via SMTP."""
import argparse
import os
import re
import smtplib
import ssl
from email.message import EmailMessage
from html import unescape
from pathlib import Path


def html_to_text(html):
    txt = re.sub(r"(?is)<(script|style).*?</\1>", "", html)
    txt = re.sub(r"(?i)<br\s*/?>|</p>|</h\d>|</li>", "\n", txt)
    txt = re.sub(r"<a [^>]*href=\"([^\"]+)\"[^>]*>(.*?)</a>", r"\2 (\1)", txt)
    txt = re.sub(r"<[^>]+>", "", txt)
    return re.sub(r"\n{3,}", "\n\n", unescape(txt)).strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--html", required=True)
    ap.add_argument("--to", required=True, action="append")
    ap.add_argument("--bcc", action="append", default=[])
    ap.add_argument("--subject", required=True)
    ap.add_argument("--from", dest="sender", default=os.environ.get("SMTP_FROM", os.environ.get("SMTP_USER")))
    a = ap.parse_args()

    html = Path(a.html).read_text(encoding="utf-8")
    msg = EmailMessage()
    msg["Subject"] = "[TEST] " + a.subject
    msg["From"] = a.sender
    msg["To"] = ", ".join(a.to)
    msg.set_content(html_to_text(html))
    msg.add_alternative(html, subtype="html")

    host = os.environ["SMTP_HOST"]
    port = int(os.environ.get("SMTP_PORT", "587"))
    with smtplib.SMTP(host, port, timeout=20) as s:
        s.starttls(context=ssl.create_default_context())
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        s.send_message(msg, to_addrs=a.to + a.bcc)
    print(f"sent test to {', '.join(a.to)}")


if __name__ == "__main__":
    main()
