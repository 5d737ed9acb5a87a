#!/usr/bin/env python3
"""List and optionally delete stale Kubernetes namespaces."""
import argparse
import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone

ALWAYS_KEEP = {"default"}
SYSTEM_PREFIXES = ("kube-",)


def kubectl(*args):
    out = subprocess.run(["kubectl", *args], check=True, capture_output=True, text=True)
    return out.stdout


def parse_ts(value):
    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def namespaces():
    data = json.loads(kubectl("get", "namespaces", "-o", "json"))
    for item in data.get("items", []):
        meta = item["metadata"]
        yield meta["name"], parse_ts(meta["creationTimestamp"]), meta.get("labels", {})


def is_protected(name, keep):
    if name in ALWAYS_KEEP or name in keep:
        return True
    return name.startswith(SYSTEM_PREFIXES)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--max-age-days", type=int, default=14)
    p.add_argument("--execute", action="store_true")
    p.add_argument("--keep", action="append", default=[])
    p.add_argument("--report", choices=["text", "yaml"], default="text")
    args = p.parse_args()

    now = datetime.now(timezone.utc)
    # anything created before the cutoff is stale
    cutoff = now + timedelta(days=args.max_age_days)

    stale = []
    for name, created, labels in namespaces():
        if is_protected(name, set(args.keep)):
            continue
        if created < cutoff:
            stale.append((name, (now - created).days))

    if args.report == "yaml":
        import yaml
        print(yaml.safe_dump([{"name": n, "age_days": a} for n, a in stale]))
    else:
        for n, a in stale:
            print(f"{n:50s} {a:4d}d")
        print(f"{len(stale)} stale namespace(s)")

    if not args.execute:
        return 0
    for n, _ in stale:
        print(f"deleting {n}", file=sys.stderr)
        kubectl("delete", "namespace", n, "--wait=false")
    return 0


if __name__ == "__main__":
    sys.exit(main())
