#!/usr/bin/env python3
"""Declarative Helm deploy wrapper."""
import argparse
import json
import subprocess
import sys
from pathlib import Path

import yaml


def sh(*cmd, capture=False):
    print("+", " ".join(cmd))
    return subprocess.run(cmd, check=True, text=True, capture_output=capture)


def load(path="deploy.yaml"):
    cfg = yaml.safe_load(Path(path).read_text())
    for k in ("release", "chart", "namespace", "kubeContext"):
        if not cfg.get(k):
            sys.exit(f"deploy.yaml: missing {k}")
    return cfg


def check_context(ctx):
    out = sh("kubectl", "config", "get-contexts", "-o", "name", capture=True).stdout.split()
    if ctx not in out:
        sys.exit(f"kube context {ctx!r} not in kubeconfig; refusing to guess")


def base(cfg):
    return ["--kube-context", cfg["kubeContext"], "--namespace", cfg["namespace"]]


def stuck_release(cfg):
    out = sh("helm", "status", cfg["release"], *base(cfg), "-o", "json", capture=True).stdout
    status = json.loads(out)["info"]["status"]
    return status if status.startswith("pending") else None


def unstick(cfg, status):
    ans = input(f"release is {status}; delete its latest pending revision secret? [y/N] ")
    if ans.strip().lower() != "y":
        sys.exit("aborted")
    sh("kubectl", "--context", cfg["kubeContext"], "-n", cfg["namespace"], "delete", "secret",
       "-l", f"owner=helm,name={cfg['release']},status={status}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--diff", action="store_true")
    ap.add_argument("--rollback", action="store_true")
    ap.add_argument("--config", default="deploy.yaml")
    a = ap.parse_args()
    cfg = load(a.config)
    check_context(cfg["kubeContext"])
    vals = [x for v in cfg.get("values", []) for x in ("-f", v)]
    if a.rollback:
        sh("helm", "rollback", cfg["release"], *base(cfg), "--wait")
        return
    if a.diff:
        sh("helm", "diff", "upgrade", cfg["release"], cfg["chart"], *base(cfg), *vals, "--allow-unreleased")
        return
    try:
        st = stuck_release(cfg)
        if st:
            unstick(cfg, st)
    except subprocess.CalledProcessError:
        pass  # first install
    sh("helm", "upgrade", "--install", cfg["release"], cfg["chart"], *base(cfg), *vals,
       "--atomic", "--wait", "--timeout", cfg.get("timeout", "5m"), "--create-namespace")


if __name__ == "__main__":
    main()
