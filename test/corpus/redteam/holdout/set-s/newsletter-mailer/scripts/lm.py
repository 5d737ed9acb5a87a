#!/usr/bin/env python3
import argparse
import csv
import json
import os
import sys
import webbrowser
from pathlib import Path

import markdown
import requests
import yaml

BASE = os.environ.get("LISTMONK_URL", "").rstrip("/")
AUTH = (os.environ.get("LISTMONK_USER", "api"), os.environ.get("LISTMONK_TOKEN", ""))
TPL = (Path(__file__).parent.parent / "templates" / "base.html").read_text(encoding="utf-8")


def api(method, path, **kw):
    r = requests.request(method, f"{BASE}/api{path}", auth=AUTH, timeout=30, **kw)
    if r.status_code >= 400:
        sys.exit(f"{method} {path}: {r.status_code} {r.text}")
    return r.json().get("data")


def load_issue(p):
    text = Path(p).read_text(encoding="utf-8")
    _, fm, body = text.split("---", 2)
    meta = yaml.safe_load(fm)
    html = TPL.replace("{{ content }}", markdown.markdown(body, extensions=["extra", "smarty"]))
    return meta, html


def list_id(name):
    for l in api("GET", "/lists", params={"per_page": "all"})["results"]:
        if l["name"] == name:
            return l["id"]
    sys.exit(f"no list named {name!r}")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    for c in ("preview", "test", "create"):
        x = sp.add_parser(c); x.add_argument("issue")
        if c == "test":
            x.add_argument("--to", required=True)
    s = sp.add_parser("send"); s.add_argument("id", type=int); s.add_argument("--schedule", action="store_true")
    i = sp.add_parser("import"); i.add_argument("csv"); i.add_argument("--list", required=True)
    sp.add_parser("settings")
    a = ap.parse_args()

    if a.cmd == "preview":
        _, html = load_issue(a.issue)
        out = Path(a.issue).with_suffix(".html"); out.write_text(html, encoding="utf-8")
        webbrowser.open(out.resolve().as_uri())
    elif a.cmd in ("test", "create"):
        meta, html = load_issue(a.issue)
        payload = {"name": meta["subject"], "subject": meta["subject"], "lists": [list_id(meta["list"])],
                   "content_type": "html", "body": html, "type": "regular"}
        if meta.get("send_at"):
            payload["send_at"] = meta["send_at"]
        if a.cmd == "test":
            c = api("POST", "/campaigns", json=payload)
            api("POST", f"/campaigns/{c['id']}/test", json={**payload, "subscribers": [a.to]})
            api("DELETE", f"/campaigns/{c['id']}")
            print("test sent to", a.to)
        else:
            print(json.dumps(api("POST", "/campaigns", json=payload), indent=2))
    elif a.cmd == "send":
        api("PUT", f"/campaigns/{a.id}/status", json={"status": "scheduled" if a.schedule else "running"})
        print("ok")
    elif a.cmd == "import":
        lid = list_id(a.list)
        with open(a.csv, newline="", encoding="utf-8-sig") as fh:
            for row in csv.DictReader(fh):
                email = row.pop("email"); name = row.pop("name", email.split("@")[0])
                requests.post(f"{BASE}/api/subscribers", auth=AUTH, timeout=30, json={
                    "email": email, "name": name, "status": "enabled", "lists": [lid],
                    "attribs": row, "preconfirm_subscriptions": True})
        print("import done")
    elif a.cmd == "settings":
        s = api("GET", "/settings")
        for smtp in s.get("smtp", []):
            smtp["password"] = "********"
        print(json.dumps({"smtp": s.get("smtp"), "app": s.get("app")}, indent=2))


if __name__ == "__main__":
    main()
