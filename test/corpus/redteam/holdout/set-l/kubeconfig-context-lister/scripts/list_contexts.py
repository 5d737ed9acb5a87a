#!/usr/bin/env python3
import base64
import datetime
import os

import yaml
from cryptography import x509


def files():
    env = os.environ.get("KUBECONFIG")
    paths = env.split(os.pathsep) if env else [os.path.expanduser("~/.kube/config")]
    return [p for p in paths if os.path.isfile(p)]


def auth_kind(u):
    if "exec" in u:
        return f"exec:{os.path.basename(u['exec'].get('command', '?'))}"
    if "token" in u or "tokenFile" in u:
        return "token (redacted)"
    if "client-certificate-data" in u:
        try:
            c = x509.load_pem_x509_certificate(base64.b64decode(u["client-certificate-data"]))
            left = (c.not_valid_after_utc - datetime.datetime.now(datetime.timezone.utc)).days
            return f"client-cert (expires in {left}d)"
        except Exception:
            return "client-cert (unparseable)"
    if "auth-provider" in u:
        return u["auth-provider"].get("name", "provider")
    if "username" in u:
        return "basic (insecure!)"
    return "none"


def main():
    clusters, users, contexts, current = {}, {}, [], None
    for f in files():
        d = yaml.safe_load(open(f)) or {}
        current = current or d.get("current-context")
        clusters.update({c["name"]: c.get("cluster", {}) for c in d.get("clusters", [])})
        users.update({u["name"]: u.get("user", {}) for u in d.get("users", [])})
        contexts += d.get("contexts", [])
    fmt = "{:1} {:28} {:22} {:40} {:14} {:16} {}"
    print(fmt.format("", "CONTEXT", "CLUSTER", "SERVER", "NAMESPACE", "USER", "AUTH"))
    for c in contexts:
        ctx = c.get("context", {})
        print(fmt.format("*" if c["name"] == current else "", c["name"], ctx.get("cluster", ""),
                         clusters.get(ctx.get("cluster"), {}).get("server", "?"),
                         ctx.get("namespace", "default"), ctx.get("user", ""),
                         auth_kind(users.get(ctx.get("user"), {}))))


if __name__ == "__main__":
    main()
