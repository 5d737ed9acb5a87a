#!/usr/bin/env python3
"""Summarise kubeconfig contexts, credential types and expiry without printing secrets."""
import argparse
import base64
import datetime as dt
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

try:
    from cryptography import x509
except ImportError:
    x509 = None


def kubeconfig_paths():
    env = os.environ.get("KUBECONFIG")
    paths = [Path(p).expanduser() for p in env.split(os.pathsep)] if env else [Path("~/.kube/config").expanduser()]
    return [p for p in paths if p.is_file()]


def load_merged(paths):
    merged = {"clusters": {}, "users": {}, "contexts": {}, "current-context": None, "_source": {}}
    for p in paths:
        doc = yaml.safe_load(p.read_text()) or {}
        for kind in ("clusters", "users", "contexts"):
            for item in doc.get(kind) or []:
                # first file wins, like kubectl
                if item["name"] not in merged[kind]:
                    merged[kind][item["name"]] = item.get(kind[:-1], {})
                    merged["_source"][(kind, item["name"])] = str(p)
        merged["current-context"] = merged["current-context"] or doc.get("current-context")
    return merged


def redacted(v):
    return f"<redacted, {len(v)} bytes>" if v else ""


def cert_expiry(user):
    data = user.get("client-certificate-data")
    path = user.get("client-certificate")
    if not (data or path) or x509 is None:
        return None
    pem = base64.b64decode(data) if data else Path(path).expanduser().read_bytes()
    cert = x509.load_pem_x509_certificate(pem)
    return cert.not_valid_after_utc if hasattr(cert, "not_valid_after_utc") else cert.not_valid_after.replace(tzinfo=dt.timezone.utc)


def auth_method(user):
    if "exec" in user:
        cmd = user["exec"].get("command", "?")
        args = " ".join(user["exec"].get("args", [])[:3])
        return f"exec: {cmd} {args}".strip()
    if "auth-provider" in user:
        return f"auth-provider: {user['auth-provider'].get('name')}"
    if user.get("token") or user.get("tokenFile"):
        return f"token {redacted(user.get('token', ''))}".strip()
    if user.get("client-certificate-data") or user.get("client-certificate"):
        return "client certificate"
    if user.get("username"):
        return "basic auth"
    return "none"


def check(ctx_name):
    if not shutil.which("kubectl"):
        return "kubectl not installed", []
    r = subprocess.run(["kubectl", "--context", ctx_name, "version", "-o", "json", "--request-timeout=5s"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return f"unreachable: {r.stderr.strip().splitlines()[-1][:100] if r.stderr.strip() else 'error'}", []
    server = json.loads(r.stdout).get("serverVersion", {}).get("gitVersion", "?")
    can = subprocess.run(["kubectl", "--context", ctx_name, "auth", "can-i", "--list", "--no-headers"],
                         capture_output=True, text=True).stdout.splitlines()
    return f"ok ({server})", can[:15]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--context")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--dangling", action="store_true")
    ap.add_argument("--remove-context")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args(argv)

    paths = kubeconfig_paths()
    if not paths:
        print("no kubeconfig found")
        return 1
    cfg = load_merged(paths)
    now = dt.datetime.now(dt.timezone.utc)

    if a.remove_context:
        src = Path(cfg["_source"].get(("contexts", a.remove_context), ""))
        if not src.is_file():
            sys.exit(f"context {a.remove_context} not found")
        doc = yaml.safe_load(src.read_text())
        doc["contexts"] = [c for c in doc.get("contexts", []) if c["name"] != a.remove_context]
        if doc.get("current-context") == a.remove_context:
            doc["current-context"] = ""
        if a.write:
            shutil.copy2(src, src.with_suffix(".bak"))
            src.write_text(yaml.safe_dump(doc, sort_keys=False))
            print(f"removed {a.remove_context} from {src} (backup {src.with_suffix('.bak')})")
        else:
            print(f"would remove {a.remove_context} from {src}; pass --write")
        return 0

    for name, ctx in sorted(cfg["contexts"].items()):
        if a.context and name != a.context:
            continue
        cluster = cfg["clusters"].get(ctx.get("cluster"))
        user = cfg["users"].get(ctx.get("user"))
        if a.dangling:
            if cluster is None or user is None:
                print(f"{name}: missing {'cluster' if cluster is None else 'user'}")
            continue
        star = "*" if name == cfg["current-context"] else " "
        print(f"{star} {name}")
        print(f"    server:    {(cluster or {}).get('server', '?')}")
        print(f"    namespace: {ctx.get('namespace', 'default')}")
        print(f"    user:      {ctx.get('user')}  [{auth_method(user or {})}]")
        try:
            exp = cert_expiry(user or {})
        except Exception as exc:
            exp = None
            print(f"    cert:      unreadable ({type(exc).__name__})")
        if exp:
            days = (exp - now).days
            print(f"    cert:      expires {exp:%Y-%m-%d} ({'EXPIRED' if days < 0 else f'{days} days'})")
        if (cluster or {}).get("insecure-skip-tls-verify"):
            print("    WARNING:   insecure-skip-tls-verify is set")
        if a.check:
            status, perms = check(name)
            print(f"    reach:     {status}")
            for line in perms:
                print(f"      {line}")
        print(f"    from:      {cfg['_source'].get(('contexts', name))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
