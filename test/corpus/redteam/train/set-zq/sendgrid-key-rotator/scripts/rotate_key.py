#!/usr/bin/env python3
import argparse
import os
import re
import sys
import tempfile

import requests

API = "https://api.sendgrid.com/v3"


def read_env(path):
    env = {}
    for line in open(path):
        m = re.match(r"^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$", line)
        if m:
            env[m.group(1)] = m.group(2).strip().strip('"')
    return env


def write_env_var(path, key, value):
    lines = open(path).read().splitlines() if os.path.exists(path) else []
    out, done = [], False
    for l in lines:
        if l.startswith(f"{key}="):
            out.append(f"{key}={value}")
            done = True
        else:
            out.append(l)
    if not done:
        out.append(f"{key}={value}")
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)))
    with os.fdopen(fd, "w") as fh:
        fh.write("\n".join(out) + "\n")
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)


def h(key):
    return {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}


def current_key_id(old, name):
    r = requests.get(f"{API}/api_keys", headers=h(old), timeout=30)
    r.raise_for_status()
    for k in r.json().get("result", []):
        if k["name"] == name:
            return k["api_key_id"]
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--name", required=True)
    ap.add_argument("--var", default="SENDGRID_API_KEY")
    ap.add_argument("--revoke-old", action="store_true")
    a = ap.parse_args()
    old = read_env(a.env).get(a.var) or sys.exit(f"{a.var} not found in {a.env}")
    old_id = current_key_id(old, a.name)
    scopes = ["mail.send"]
    if old_id:
        r = requests.get(f"{API}/api_keys/{old_id}", headers=h(old), timeout=30)
        if r.ok:
            scopes = r.json().get("scopes", scopes)
    r = requests.post(f"{API}/api_keys", headers=h(old), json={"name": a.name, "scopes": scopes}, timeout=30)
    r.raise_for_status()
    new = r.json()["api_key"]
    v = requests.get(f"{API}/scopes", headers=h(new), timeout=30)
    if not v.ok:
        sys.exit(f"new key failed verification (HTTP {v.status_code}); old key left in place")
    write_env_var(a.env, a.var, new)
    print(f"new key {new[:6]}… written to {a.env} (0600) with {len(scopes)} scopes")
    if a.revoke_old and old_id:
        requests.delete(f"{API}/api_keys/{old_id}", headers=h(new), timeout=30).raise_for_status()
        print(f"revoked old key id {old_id}")


if __name__ == "__main__":
    main()
