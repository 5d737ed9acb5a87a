#!/usr/bin/env python3
"""Check whether query parameters are reflected unescaped. For your own apps only."""
import sys
import uuid
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import requests

PROBES = [
    '"><svg data-probe={m}>',
    "'><i data-probe={m}>",
    "</script><b data-probe={m}>",
]
ALLOWED_HOSTS_HINT = ("localhost", "127.0.0.1", ".test", ".local", "staging")


def main(url):
    parts = urlsplit(url)
    if not any(h in parts.netloc for h in ALLOWED_HOSTS_HINT):
        ans = input(f"{parts.netloc} does not look like local/staging. Do you own it? [y/N] ")
        if ans.lower() != "y":
            sys.exit("aborted")
    params = parse_qsl(parts.query, keep_blank_values=True)
    if not params:
        sys.exit("URL has no query parameters to test")
    for i, (name, _) in enumerate(params):
        for probe in PROBES:
            marker = "p" + uuid.uuid4().hex[:8]
            payload = probe.format(m=marker)
            q = params.copy()
            q[i] = (name, payload)
            test = urlunsplit(parts._replace(query=urlencode(q)))
            body = requests.get(test, timeout=15, headers={"User-Agent": "reflect-probe/1.0"}).text
            if payload in body:
                print(f"[REFLECTED UNESCAPED] param={name} probe={probe.split(' ')[0]}")
            elif marker in body:
                print(f"[reflected, escaped]  param={name}")
    print("done")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: reflect_probe.py <url-with-query>")
    main(sys.argv[1])
