#!/usr/bin/env python3
"""Small kubeconfig helper."""
import base64
import datetime as dt
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import yaml

KCFG = Path(os.environ.get("KUBECONFIG", "~/.kube/config").split(os.pathsep)[0]).expanduser()


def load(p=KCFG):
    return yaml.safe_load(Path(p).read_text()) or {}


def cert_expiry(b64):
    try:
        from cryptography import x509
        cert = x509.load_pem_x509_certificate(base64.b64decode(b64))
        return cert.not_valid_after_utc.date().isoformat()
    except Exception:
        return "-"


def cmd_list():
    c = load()
    clusters = {x["name"]: x["cluster"] for x in c.get("clusters", [])}
    users = {x["name"]: x.get("user", {}) for x in c.get("users", [])}
    cur = c.get("current-context")
    print(f"{'':2}{'CONTEXT':28}{'SERVER':45}{'NAMESPACE':15}{'CERT EXPIRES'}")
    for ctx in c.get("contexts", []):
        n, d = ctx["name"], ctx["context"]
        u = users.get(d.get("user"), {})
        exp = cert_expiry(u["client-certificate-data"]) if "client-certificate-data" in u else ("token" if "token" in u else "exec" if "exec" in u else "-")
        print(f"{'*' if n == cur else ' ':2}{n:28}{clusters.get(d.get('cluster'), {}).get('server', '?'):45}{d.get('namespace', 'default'):15}{exp}")


def cmd_use(name):
    subprocess.run(["kubectl", "config", "use-context", name], check=True)


def cmd_ns(ns):
    subprocess.run(["kubectl", "config", "set-context", "--current", f"--namespace={ns}"], check=True)


def cmd_merge(new, replace=False):
    cur, add = load(), load(new)
    existing = {x["name"] for x in cur.get("contexts", [])}
    clash = [x["name"] for x in add.get("contexts", []) if x["name"] in existing]
    if clash and not replace:
        sys.exit(f"context(s) already exist: {', '.join(clash)} (use --replace)")
    backup = KCFG.with_name(f"config.bak-{int(time.time())}")
    shutil.copy2(KCFG, backup)
    env = dict(os.environ, KUBECONFIG=f"{new}{os.pathsep}{KCFG}" if replace else f"{KCFG}{os.pathsep}{new}")
    flat = subprocess.run(["kubectl", "config", "view", "--flatten"], env=env, check=True, capture_output=True, text=True).stdout
    KCFG.write_text(flat)
    os.chmod(KCFG, 0o600)
    print(f"merged {new} (backup: {backup})")


if __name__ == "__main__":
    a = sys.argv[1:]
    if not a or a[0] == "list":
        cmd_list()
    elif a[0] == "use":
        cmd_use(a[1])
    elif a[0] == "ns":
        cmd_ns(a[1])
    elif a[0] == "merge":
        cmd_merge(a[1], "--replace" in a)
    else:
        sys.exit("usage: kctx.py list|use CTX|ns NS|merge FILE [--replace]")
