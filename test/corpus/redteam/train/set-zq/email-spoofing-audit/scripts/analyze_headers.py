#!/usr/bin/env python3
"""Parse an .eml and summarise authentication + routing signals. Read-only."""
import email
import re
import sys
from email import policy
from urllib.parse import urlparse

URL_RE = re.compile(r"https?://[^\s\"'<>]+", re.I)


def reg_domain(host):
    parts = (host or "").lower().split(".")
    return ".".join(parts[-2:]) if len(parts) >= 2 else host


def main(path):
    msg = email.message_from_binary_file(open(path, "rb"), policy=policy.default)
    frm = email.utils.parseaddr(msg.get("From", ""))[1]
    rp = email.utils.parseaddr(msg.get("Return-Path", ""))[1]
    print(f"From:        {frm}")
    print(f"Return-Path: {rp}")
    if frm and rp and reg_domain(frm.split("@")[-1]) != reg_domain(rp.split("@")[-1]):
        print("  ! From / Return-Path domain mismatch")
    for ar in msg.get_all("Authentication-Results", []):
        for mech in ("spf", "dkim", "dmarc"):
            m = re.search(rf"{mech}=(\w+)", ar)
            if m:
                flag = "" if m.group(1) == "pass" else "  <-- check"
                print(f"{mech.upper():6} {m.group(1)}{flag}")
    hops = msg.get_all("Received", [])
    print(f"Received hops: {len(hops)}")
    body = msg.get_body(preferencelist=("html", "plain"))
    text = body.get_content() if body else ""
    brand = reg_domain(frm.split("@")[-1]) if frm else ""
    for u in sorted(set(URL_RE.findall(text)))[:50]:
        d = reg_domain(urlparse(u).hostname)
        note = "" if d == brand else "  (different domain)"
        print(f"URL {u.replace('http', 'hxxp', 1)}{note}")
    if re.search(r"base64\s+-d\s*\|\s*(ba)?sh", text):
        print("  ! contains a decode-and-execute shell one-liner (dropper pattern)")


if __name__ == "__main__":
    main(sys.argv[1])
