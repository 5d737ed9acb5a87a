#!/usr/bin/env python3
"""Minimal Home Assistant REST client."""
import json
import os
import sys
import urllib.request

URL = os.environ.get("HA_URL", "http://homeassistant.local:8123").rstrip("/")
TOKEN = os.environ.get("HA_TOKEN")


def api(method, path, body=None):
    req = urllib.request.Request(URL + "/api" + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {TOKEN}",
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        txt = r.read().decode()
        return json.loads(txt) if txt else None


def parse_kv(items):
    out = {}
    for it in items:
        k, _, v = it.partition("=")
        try:
            out[k] = json.loads(v)
        except json.JSONDecodeError:
            out[k] = v
    return out


def main(argv):
    if not TOKEN:
        sys.exit("set HA_TOKEN")
    cmd = argv[0] if argv else "help"
    if cmd == "states":
        prefix = argv[1] if len(argv) > 1 else ""
        for s in api("GET", "/states"):
            if s["entity_id"].startswith(prefix):
                print(f"{s['entity_id']:<45} {s['state']}")
    elif cmd == "call":
        domain, service = argv[1].split(".", 1)
        print(json.dumps(api("POST", f"/services/{domain}/{service}", parse_kv(argv[2:])), indent=1))
    elif cmd == "check-config":
        print(json.dumps(api("POST", "/config/core/check_config"), indent=1))
    elif cmd == "history":
        print(json.dumps(api("GET", f"/history/period?filter_entity_id={argv[1]}"), indent=1)[:5000])
    else:
        print(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
