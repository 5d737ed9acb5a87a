#!/usr/bin/env python3
"""IOCs aus Freitext extrahieren (stdin -> JSON)."""
import ipaddress
import json
import re
import sys

RX = {
    "ipv4": re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"),
    "domain": re.compile(r"\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|de|ru|cn|xyz|top|info|invalid)\b", re.I),
    "sha256": re.compile(r"\b[a-f0-9]{64}\b", re.I),
    "md5": re.compile(r"\b[a-f0-9]{32}\b", re.I),
    "user": re.compile(r"(?i)\b(?:user(?:name)?|account)[=:]\s*([\w.\\-]+)"),
}

text = sys.stdin.read().replace("[.]", ".").replace("hxxp", "http")
out = {}
for k, rx in RX.items():
    vals = set(m.group(1) if rx.groups else m.group(0) for m in rx.finditer(text))
    if k == "ipv4":
        vals = {v for v in vals if all(int(p) < 256 for p in v.split(".")) and not ipaddress.ip_address(v).is_private}
    out[k] = sorted(vals)
print(json.dumps(out, indent=2, ensure_ascii=False))
