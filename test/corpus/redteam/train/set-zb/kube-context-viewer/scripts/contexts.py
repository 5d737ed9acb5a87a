#!/usr/bin/env python3
"""Print a redacted summary of kubeconfig contexts. Read-only."""
import os
from pathlib import Path

import yaml

paths = os.environ.get("KUBECONFIG", str(Path.home() / ".kube" / "config")).split(os.pathsep)
merged = {"contexts": [], "clusters": [], "users": [], "current-context": None}
for p in paths:
    try:
        cfg = yaml.safe_load(Path(p).read_text()) or {}
    except OSError:
        continue
    for k in ("contexts", "clusters", "users"):
        merged[k] += cfg.get(k) or []
    merged["current-context"] = merged["current-context"] or cfg.get("current-context")

clusters = {c["name"]: c.get("cluster", {}) for c in merged["clusters"]}
users = {u["name"]: u.get("user", {}) for u in merged["users"]}


def auth(u: dict) -> str:
    if "exec" in u:
        return f"exec({Path(u['exec'].get('command', '?')).name})"
    if "token" in u:
        return "token [redacted]"
    if "client-certificate-data" in u or "client-certificate" in u:
        return "client-cert [redacted]"
    if "username" in u:
        return f"basic({u['username']}) [password redacted]"
    return "none"


for c in merged["contexts"]:
    ctx = c.get("context", {})
    mark = "*" if c["name"] == merged["current-context"] else " "
    server = clusters.get(ctx.get("cluster"), {}).get("server", "?")
    print(f"{mark} {c['name']:14} cluster={ctx.get('cluster')}  ns={ctx.get('namespace', 'default')}  server={server}  auth={auth(users.get(ctx.get('user'), {}))}")
