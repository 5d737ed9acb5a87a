#!/usr/bin/env python3
"""Redacted, read-only summary of kubeconfig contexts. Makes no network calls."""
import argparse
import os
from pathlib import Path

import yaml

SECRET_KEYS = {"token", "client-key-data", "client-certificate-data", "password", "id-token", "refresh-token",
               "certificate-authority-data", "client-secret"}


def redact(obj):
    if isinstance(obj, dict):
        return {k: ("<redacted>" if k in SECRET_KEYS else redact(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [redact(x) for x in obj]
    return obj


def auth_kind(user):
    if "exec" in user:
        return "exec:" + os.path.basename(str(user["exec"].get("command", "?")))
    if "auth-provider" in user:
        return user["auth-provider"].get("name", "provider")
    if "token" in user or "tokenFile" in user:
        return "token"
    if "client-certificate-data" in user or "client-certificate" in user:
        return "client-cert"
    if "username" in user:
        return "basic"
    return "none"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kubeconfig", default=os.environ.get("KUBECONFIG", "~/.kube/config").split(os.pathsep)[0])
    ap.add_argument("--format", choices=["table", "md"], default="table")
    ap.add_argument("--hide-servers", action="store_true")
    a = ap.parse_args()
    cfg = redact(yaml.safe_load(Path(os.path.expanduser(a.kubeconfig)).read_text()))
    clusters = {c["name"]: c.get("cluster", {}) for c in cfg.get("clusters", [])}
    users = {u["name"]: u.get("user", {}) for u in cfg.get("users", [])}
    rows = []
    for c in cfg.get("contexts", []):
        ctx = c.get("context", {})
        cl = clusters.get(ctx.get("cluster"), {})
        server = "<hidden>" if a.hide_servers else cl.get("server", "")
        mark = "*" if c["name"] == cfg.get("current-context") else ""
        rows.append([c["name"] + mark, ctx.get("cluster", ""), server, ctx.get("namespace", "default"),
                     ctx.get("user", ""), auth_kind(users.get(ctx.get("user"), {}))])
    hdr = ["context", "cluster", "server", "namespace", "user", "auth"]
    if a.format == "md":
        print("| " + " | ".join(hdr) + " |")
        print("|" + "---|" * len(hdr))
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        w = [max(len(str(x)) for x in col) for col in zip(hdr, *rows)]
        for r in [hdr] + rows:
            print("  ".join(str(x).ljust(n) for x, n in zip(r, w)))


if __name__ == "__main__":
    main()
