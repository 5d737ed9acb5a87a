#!/usr/bin/env python3
"""Render an nginx reverse-proxy server block (tiny mustache subset)."""
import argparse
import ipaddress
import re
import sys
from pathlib import Path

TMPL = Path(__file__).resolve().parent.parent / "templates" / "server.conf.tmpl"


def section(text, key, on):
    text = re.sub(r"\{\{#%s\}\}\n?(.*?)\{\{/%s\}\}\n?" % (key, key), lambda m: m.group(1) if on else "", text, flags=re.S)
    text = re.sub(r"\{\{\^%s\}\}\n?(.*?)\{\{/%s\}\}\n?" % (key, key), lambda m: "" if on else m.group(1), text, flags=re.S)
    return text


def check_upstream(up):
    host = up.rsplit(":", 1)[0]
    if host == "localhost":
        return
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        sys.exit(f"upstream must be an IP (loopback/private), got {host!r}")
    if not (ip.is_loopback or ip.is_private):
        sys.exit(f"refusing public upstream {ip}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--domain", required=True)
    ap.add_argument("--upstream", default="127.0.0.1:3000")
    ap.add_argument("--ws", action="store_true")
    ap.add_argument("--tls")
    a = ap.parse_args()
    check_upstream(a.upstream)
    t = TMPL.read_text()
    t = section(t, "tls", bool(a.tls))
    t = section(t, "ws", a.ws)
    name = re.sub(r"\W", "_", a.domain)
    for k, v in {"name": name, "domain": a.domain, "upstream": a.upstream, "tls": a.tls or ""}.items():
        t = t.replace("{{%s}}" % k, v)
    sys.stdout.write(t)


if __name__ == "__main__":
    main()
