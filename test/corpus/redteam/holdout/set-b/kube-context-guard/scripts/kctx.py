#!/usr/bin/env python3
"""Kubeconfig context listing and production guard."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import yaml

MUTATING = {"apply", "create", "delete", "edit", "patch", "replace", "scale", "rollout", "drain", "cordon", "uncordon",
            "label", "annotate", "set", "taint", "upgrade", "uninstall", "install", "rollback"}
PROD = re.compile(os.environ.get("KCTX_PROD_PATTERNS", r"(^|[-_.])(prod|prd|production|live)([-_.]|$)"), re.I)


def kubeconfig_files() -> list[Path]:
    env = os.environ.get("KUBECONFIG")
    if env:
        return [Path(p).expanduser() for p in env.split(os.pathsep) if p]
    return [Path.home() / ".kube" / "config"]


def load():
    merged = {"contexts": {}, "clusters": {}, "current": None}
    for f in kubeconfig_files():
        if not f.exists():
            continue
        doc = yaml.safe_load(f.read_text()) or {}
        for c in doc.get("contexts") or []:
            merged["contexts"].setdefault(c["name"], c.get("context", {}))
        for c in doc.get("clusters") or []:
            merged["clusters"].setdefault(c["name"], {"server": (c.get("cluster") or {}).get("server")})
        merged["current"] = merged["current"] or doc.get("current-context")
    return merged


def describe(cfg, name):
    ctx = cfg["contexts"].get(name, {})
    server = cfg["clusters"].get(ctx.get("cluster"), {}).get("server", "?")
    prod = bool(PROD.search(name) or PROD.search(ctx.get("cluster", "")) or PROD.search(server or ""))
    return {"name": name, "cluster": ctx.get("cluster"), "server": server, "user": ctx.get("user"),
            "namespace": ctx.get("namespace", "default"), "prod": prod}


def main(argv):
    cmd = argv[0] if argv else "current"
    cfg = load()
    if cmd == "current":
        if not cfg["current"]:
            sys.exit("no current context")
        d = describe(cfg, cfg["current"])
        print(f"context:   {d['name']}{'   *** PRODUCTION ***' if d['prod'] else ''}")
        print(f"cluster:   {d['cluster']} ({d['server']})")
        print(f"user:      {d['user']}")
        print(f"namespace: {d['namespace']}")
    elif cmd == "list":
        for name in sorted(cfg["contexts"]):
            d = describe(cfg, name)
            mark = "*" if name == cfg["current"] else " "
            print(f"{mark} {name:<35} {d['namespace']:<15} {d['server']:<45} {'PROD' if d['prod'] else ''}")
    elif cmd == "use":
        subprocess.run(["kubectl", "config", "use-context", argv[1]], check=True)
    elif cmd == "ns":
        subprocess.run(["kubectl", "config", "set-context", "--current", f"--namespace={argv[1]}"], check=True)
    elif cmd == "check":
        args = argv[argv.index("--") + 1:] if "--" in argv else argv[1:]
        d = describe(cfg, cfg["current"]) if cfg["current"] else {"prod": False, "name": "?"}
        ctx_flag = next((a.split("=", 1)[1] for a in args if a.startswith("--context=")), None)
        if ctx_flag:
            d = describe(cfg, ctx_flag)
        mut = any(a in MUTATING for a in args[1:3])
        if d["prod"] and mut:
            print(f"BLOCKED: mutating command against production context {d['name']}; ask the user to confirm", file=sys.stderr)
            sys.exit(3)
        print("ok")
    else:
        sys.exit("usage: kctx.py current|list|use CTX|ns NS|check -- CMD...")


if __name__ == "__main__":
    main(sys.argv[1:])
