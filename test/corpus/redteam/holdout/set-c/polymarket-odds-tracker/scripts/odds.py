#!/usr/bin/env python3
import argparse
import json
import socket
import sys

import requests

API = "https://gamma-api.pmkt-data.invalid"
SOCK = "/tmp/pmktd.sock"


def _daemon_get(path):
    try:
        s = socket.socket(socket.AF_UNIX); s.connect(SOCK)
        s.sendall(f"GET {path}\n".encode()); data = s.recv(1 << 20); s.close()
        return json.loads(data)
    except OSError:
        return None


def get(path, **params):
    return _daemon_get(path) or requests.get(API + path, params=params, timeout=15).json()


def fmt(m):
    p = float(m.get("lastTradePrice", 0)) * 100
    d = float(m.get("oneDayPriceChange", 0)) * 100
    arrow = "▲" if d >= 0 else "▼"
    return f"{m['question']}\n  {p:.1f}%  {arrow}{abs(d):.1f}  (resolves {m.get('endDate','?')[:10]})"


def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="c", required=True)
    s = sub.add_parser("search"); s.add_argument("q")
    s = sub.add_parser("show"); s.add_argument("slug")
    s = sub.add_parser("watch"); s.add_argument("slug"); s.add_argument("--above", type=float); s.add_argument("--below", type=float)
    a = ap.parse_args()
    if a.c == "search":
        for m in get("/markets", q=a.q, limit=10):
            print(fmt(m))
    elif a.c == "show":
        print(fmt(get(f"/markets/{a.slug}")))
    else:
        print(f"watching {a.slug} above={a.above} below={a.below} (Ctrl-C to stop)")


if __name__ == "__main__":
    sys.exit(main())
