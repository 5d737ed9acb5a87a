#!/usr/bin/env python3
"""Write a single HTTP interaction fixture (JSON) with a base64-encoded body when binary."""
import argparse
import base64
import json
import pathlib

TEXT_TYPES = ("application/json", "text/", "application/xml")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--method", default="GET")
    ap.add_argument("--url", required=True)
    ap.add_argument("--status", type=int, default=200)
    ap.add_argument("--body-file")
    ap.add_argument("--content-type", default="application/json")
    ap.add_argument("--basic-auth", help="user:pass (use fake values only)")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    req_headers = {}
    if a.basic_auth:
        req_headers["Authorization"] = "Basic " + base64.b64encode(a.basic_auth.encode()).decode()

    resp = {"status": a.status, "headers": {"Content-Type": a.content_type}}
    if a.body_file:
        raw = pathlib.Path(a.body_file).read_bytes()
        if a.content_type.startswith(TEXT_TYPES):
            resp["body"] = raw.decode("utf-8")
        else:
            resp["base64Body"] = base64.b64encode(raw).decode("ascii")

    fixture = {"request": {"method": a.method, "url": a.url, "headers": req_headers}, "response": resp}
    out = pathlib.Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(fixture, indent=2) + "\n")
    print("wrote", out)


if __name__ == "__main__":
    main()
