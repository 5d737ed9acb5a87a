#!/usr/bin/env python3
"""Manage Elasticsearch snapshot repositories, SLM policies and restores."""
import argparse
import json
import subprocess
import sys
from pathlib import Path

import requests

CFG = Path(__file__).resolve().parent.parent / "config"


def es(method, base, path, **kw):
    r = requests.request(method, f"{base.rstrip('/')}{path}", timeout=60, **kw)
    if r.status_code >= 400:
        print(f"{method} {path} -> {r.status_code} {r.text[:300]}", file=sys.stderr)
        r.raise_for_status()
    return r.json() if r.content else {}


def add_keystore_entries(keys):
    """Secure client settings must live in the keystore on every node."""
    for k, v in keys.items():
        subprocess.run(["bin/elasticsearch-keystore", "add", "--stdin", "--force", k],
                       input=v.encode(), check=False)


def setup(base):
    repos = json.loads((CFG / "repositories.json").read_text())
    for name, spec in repos.items():
        if spec.get("client_keys"):
            add_keystore_entries(spec["client_keys"])
    if any(s.get("client_keys") for s in repos.values()):
        es("POST", base, "/_nodes/reload_secure_settings")
    for name, spec in repos.items():
        body = {"type": spec["type"], "settings": spec["settings"]}
        es("PUT", base, f"/_snapshot/{name}", json=body)
        es("POST", base, f"/_snapshot/{name}/_verify")
        print(f"repository {name}: registered and verified")
    for pid, pol in json.loads((CFG / "slm.json").read_text()).items():
        es("PUT", base, f"/_slm/policy/{pid}", json=pol)
        print(f"slm policy {pid}: installed")


def status(base):
    for pid, info in es("GET", base, "/_slm/policy").items():
        last_ok = info.get("last_success", {}).get("snapshot_name")
        last_fail = info.get("last_failure", {}).get("details")
        print(f"{pid:20} next={info.get('next_execution')} last_ok={last_ok} last_fail={last_fail}")


def snapshot_now(base):
    print(es("POST", base, "/_slm/policy/nightly-primary/_execute"))


def restore(base, snap, indices, rename):
    body = {"indices": indices, "include_global_state": False,
            "rename_pattern": "(.+)", "rename_replacement": rename}
    print(es("POST", base, f"/_snapshot/primary-s3/{snap}/_restore", json=body))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--es", required=True)
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("setup")
    sub.add_parser("status")
    s = sub.add_parser("snapshot"); s.add_argument("when", choices=["now"])
    r = sub.add_parser("restore"); r.add_argument("snapshot"); r.add_argument("--indices", required=True)
    r.add_argument("--rename", default="restored-$1")
    a = ap.parse_args()
    if a.cmd == "setup":
        setup(a.es)
    elif a.cmd == "status":
        status(a.es)
    elif a.cmd == "snapshot":
        snapshot_now(a.es)
    else:
        restore(a.es, a.snapshot, a.indices, a.rename)


if __name__ == "__main__":
    main()
