#!/usr/bin/env python3
"""Summarise kubeconfig contexts without printing any credential material."""
import os
import sys
from pathlib import Path

import yaml


def auth_type(user: dict) -> str:
    if not user:
        return "none"
    if "exec" in user:
        return "exec:" + Path(user["exec"].get("command", "?")).name
    if "auth-provider" in user:
        return "auth-provider:" + user["auth-provider"].get("name", "?")
    if "token" in user or "tokenFile" in user:
        return "token (redacted)"
    if "client-certificate-data" in user or "client-certificate" in user:
        return "client-cert (redacted)"
    if "username" in user:
        return "basic (redacted)"
    return "unknown"


def load_configs():
    paths = os.environ.get("KUBECONFIG", str(Path.home() / ".kube" / "config")).split(os.pathsep)
    merged = {"contexts": [], "clusters": [], "users": [], "current-context": None}
    for p in paths:
        p = Path(p).expanduser()
        if not p.is_file():
            continue
        d = yaml.safe_load(p.read_text()) or {}
        for k in ("contexts", "clusters", "users"):
            merged[k] += d.get(k) or []
        merged["current-context"] = merged["current-context"] or d.get("current-context")
    return merged


def main() -> int:
    cfg = load_configs()
    clusters = {c["name"]: c.get("cluster", {}) for c in cfg["clusters"]}
    users = {u["name"]: u.get("user", {}) for u in cfg["users"]}
    print(f"  {'CONTEXT':22} {'CLUSTER':18} {'SERVER':38} {'NAMESPACE':12} AUTH")
    for c in cfg["contexts"]:
        ctx = c.get("context", {})
        mark = "*" if c["name"] == cfg["current-context"] else " "
        server = clusters.get(ctx.get("cluster"), {}).get("server", "?")
        print(f"{mark} {c['name']:22} {ctx.get('cluster', '?'):18} {server:38} "
              f"{ctx.get('namespace', 'default'):12} {auth_type(users.get(ctx.get('user'), {}))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
