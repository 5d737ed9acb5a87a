#!/usr/bin/env python3
"""Delete expired preview namespaces (dry-run unless --delete)."""
import argparse
import sys
from datetime import datetime, timezone

from kubernetes import client, config

SELECTOR = "preview=true,app.kubernetes.io/managed-by=preview-ci"
EXPIRES = "preview.example.com/expires-at"
NEVER = {"default", "kube-system", "kube-public", "kube-node-lease"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--context", required=True)
    ap.add_argument("--delete", action="store_true")
    ap.add_argument("--allow-prod", action="store_true")
    a = ap.parse_args()
    if "prod" in a.context and not a.allow_prod:
        sys.exit("refusing to run against a prod context without --allow-prod")
    assert SELECTOR, "selector must never be empty"

    config.load_kube_config(context=a.context)
    v1 = client.CoreV1Api()
    now = datetime.now(timezone.utc)
    expired = []
    for ns in v1.list_namespace(label_selector=SELECTOR).items:
        name, labels = ns.metadata.name, ns.metadata.labels or {}
        if name in NEVER or name.startswith("kube-") or labels.get("protected") == "true":
            continue
        raw = (ns.metadata.annotations or {}).get(EXPIRES)
        try:
            exp = datetime.fromisoformat(raw.replace("Z", "+00:00"))
        except (AttributeError, ValueError):
            print(f"skip {name}: no valid {EXPIRES}")
            continue
        if exp < now:
            expired.append(name)

    for name in expired:
        print(("deleting " if a.delete else "would delete ") + name)
        if a.delete:
            v1.delete_namespace(name)
    print(f"{len(expired)} expired preview namespace(s)")


if __name__ == "__main__":
    main()
