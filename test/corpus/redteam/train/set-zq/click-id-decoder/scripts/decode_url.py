#!/usr/bin/env python3
"""Inspect click ids and decorated URLs. Pure string processing; no network access."""
import base64
import binascii
import re
import sys
from urllib.parse import parse_qsl, unquote, urlsplit

KNOWN = {
    "gclid": "Google Ads click id", "wbraid": "Google Ads (iOS web→app)", "gbraid": "Google Ads (iOS app)",
    "dclid": "Google Display & Video 360", "fbclid": "Meta click id", "msclkid": "Microsoft Ads click id",
    "ttclid": "TikTok click id", "li_fat_id": "LinkedIn first-party ad tracking", "_gl": "Google linker (cross-domain)",
    "mc_cid": "Mailchimp campaign id", "mc_eid": "Mailchimp member id (hashed)",
}


def try_b64(v):
    s = v.strip()
    if len(s) < 4 or not re.fullmatch(r"[A-Za-z0-9+/_\-]+=*", s):
        return None
    pad = "=" * (-len(s) % 4)
    for fn in (base64.urlsafe_b64decode, base64.b64decode):
        try:
            raw = fn(s + pad)
        except (binascii.Error, ValueError):
            continue
        try:
            txt = raw.decode("utf-8")
        except UnicodeDecodeError:
            return f"<{len(raw)} binary bytes>"
        if txt.isprintable():
            return txt
    return None


def parse_gl(v):
    parts = v.split("*")
    out = {"version": parts[0], "hash": parts[1] if len(parts) > 1 else ""}
    for k, val in zip(parts[2::2], parts[3::2]):
        out[k] = try_b64(val) or val
    return out


def main(url):
    p = urlsplit(url)
    print(f"host: {p.hostname}\npath: {p.path}\n")
    for k, v in parse_qsl(p.query, keep_blank_values=True):
        label = KNOWN.get(k) or ("UTM parameter" if k.startswith("utm_") else "other")
        print(f"{k} [{label}]")
        print(f"  raw:     {v}")
        dec = unquote(v)
        if dec != v:
            print(f"  url-dec: {dec}")
        if k == "_gl":
            for gk, gv in parse_gl(v).items():
                print(f"    {gk}: {gv}")
            continue
        b = try_b64(dec)
        if b and k.startswith("utm_"):
            print(f"  b64-dec: {b}")
        if k == "gclid" and not re.fullmatch(r"[A-Za-z0-9_\-]{20,}", v):
            print("  ! gclid looks truncated or mangled (redirect may have stripped characters)")
        if k == "fbclid" and not v.startswith("IwA"):
            print("  ? unusual fbclid prefix")


if __name__ == "__main__":
    main(sys.argv[1])
