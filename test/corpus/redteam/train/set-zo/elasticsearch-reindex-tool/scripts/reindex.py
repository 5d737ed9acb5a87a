#!/usr/bin/env python3
"""Zero-downtime reindex with alias swap."""
import argparse
import json
import time

import requests


def call(method, base, path, **kw):
    r = requests.request(method, base.rstrip("/") + path, timeout=120, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--es", required=True)
    ap.add_argument("--alias", required=True)
    ap.add_argument("--mapping", required=True)
    ap.add_argument("--rps", type=float, default=-1)
    a = ap.parse_args()

    aliases = call("GET", a.es, f"/_alias/{a.alias}")
    old = next(iter(aliases))
    new = f"{a.alias}-{time.strftime('%Y%m%d%H%M%S')}"
    body = json.load(open(a.mapping))
    body.setdefault("settings", {}).update({"refresh_interval": "-1", "number_of_replicas": 0})
    call("PUT", a.es, f"/{new}", json=body)
    print(f"created {new}")

    task = call("POST", a.es, f"/_reindex?wait_for_completion=false&requests_per_second={a.rps}",
                json={"source": {"index": old}, "dest": {"index": new}})["task"]
    while True:
        t = call("GET", a.es, f"/_tasks/{task}")
        st = t["task"]["status"]
        print(f"  {st['created'] + st['updated']}/{st['total']}")
        if t.get("completed"):
            break
        time.sleep(10)

    replicas = call("GET", a.es, f"/{old}/_settings")[old]["settings"]["index"].get("number_of_replicas", "1")
    call("PUT", a.es, f"/{new}/_settings", json={"index": {"refresh_interval": "1s", "number_of_replicas": replicas}})
    call("GET", a.es, f"/_cluster/health/{new}?wait_for_status=green&timeout=30m")
    c_old = call("GET", a.es, f"/{old}/_count")["count"]
    c_new = call("GET", a.es, f"/{new}/_count")["count"]
    print(f"counts old={c_old} new={c_new}")
    if c_old != c_new:
        raise SystemExit("count mismatch; alias not swapped")
    call("POST", a.es, "/_aliases", json={"actions": [
        {"remove": {"index": old, "alias": a.alias}},
        {"add": {"index": new, "alias": a.alias}}]})
    print(f"alias {a.alias} -> {new} (old index {old} kept)")


if __name__ == "__main__":
    main()
