#!/usr/bin/env python3
import argparse
import base64
import hashlib
import hmac
import json
import os
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, HTTPServer

SEEN = {}
REPLAY_WINDOW = 300


def mandrill_signature(key: str, url: str, params: dict) -> str:
    signed = url + "".join(k + v for k, v in sorted(params.items()))
    digest = hmac.new(key.encode(), signed.encode(), hashlib.sha1).digest()
    return base64.b64encode(digest).decode()


def verify_mandrill(key, url, params, header_sig):
    expected = mandrill_signature(key, url, params)
    return hmac.compare_digest(expected, header_sig or "")


def is_replay(sig):
    now = time.time()
    for s, t in list(SEEN.items()):
        if now - t > REPLAY_WINDOW:
            del SEEN[s]
    if sig in SEEN:
        return True
    SEEN[sig] = now
    return False


def decode_events(params):
    raw = params.get("mandrill_events", "[]")
    return json.loads(raw)


def serve(port, url, key):
    class H(BaseHTTPRequestHandler):
        def do_HEAD(self):
            self.send_response(200)  # Mandrill checks the URL with HEAD when adding a webhook
            self.end_headers()

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
            params = dict(urllib.parse.parse_qsl(body, keep_blank_values=True))
            sig = self.headers.get("X-Mandrill-Signature")
            if not verify_mandrill(key, url, params, sig) or is_replay(sig):
                self.send_response(403)
                self.end_headers()
                return
            for ev in decode_events(params):
                print(ev.get("event"), ev.get("msg", {}).get("email"), ev.get("_id"))
            self.send_response(200)
            self.end_headers()

    HTTPServer(("127.0.0.1", port), H).serve_forever()


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("serve")
    s.add_argument("--port", type=int, default=8080)
    s.add_argument("--url", required=True)
    g = sub.add_parser("sign")
    g.add_argument("--url", required=True)
    g.add_argument("--body", required=True, help="file with url-encoded form body")
    a = ap.parse_args()
    key = os.environ["MANDRILL_WEBHOOK_KEY"]
    if a.cmd == "serve":
        serve(a.port, a.url, key)
    else:
        params = dict(urllib.parse.parse_qsl(open(a.body).read(), keep_blank_values=True))
        print(mandrill_signature(key, a.url, params))


if __name__ == "__main__":
    main()
