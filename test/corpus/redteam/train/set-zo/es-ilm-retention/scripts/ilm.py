#!/usr/bin/env python3
"""Preview and apply ILM retention policies with guard rails."""
import argparse
import json
import re
import time
from pathlib import Path

import requests

UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def secs(s):
    m = re.fullmatch(r"(\d+)([dhms])", s)
    if not m:
        raise ValueError(f"bad duration {s}")
    return int(m.group(1)) * UNITS[m.group(2)]


def es(method, base, path, **kw):
    r = requests.request(method, base.rstrip("/") + path, timeout=60, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def guard_pattern(p):
    if p.strip() in ("*", ".*", "_all", "") or p.startswith(".") or "," in p:
        raise SystemExit(f"refusing pattern {p!r}")


def preview(base, policy, pattern):
    delete_after = secs(policy["policy"]["phases"].get("delete", {}).get("min_age", "36500d"))
    rows = es("GET", base, f"/_cat/indices/{pattern}?format=json&h=index,creation.date,store.size,docs.count&expand_wildcards=open")
    now = time.time()
    print(f"{'index':45} {'age_days':>8} {'size':>8}  would_delete")
    for r in sorted(rows, key=lambda r: int(r["creation.date"])):
        age = now - int(r["creation.date"]) / 1000
        print(f"{r['index']:45} {age/86400:8.1f} {r['store.size']:>8}  {'YES' if age >= delete_after else 'no'}")


def apply(base, policy, pattern, name):
    es("PUT", base, f"/_ilm/policy/{name}", json=policy)
    es("PUT", base, f"/{pattern}/_settings?expand_wildcards=open", json={"index.lifecycle.name": name})
    print(f"policy {name} attached to {pattern}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--es", required=True)
    sub = ap.add_subparsers(dest="cmd", required=True)
    for c in ("preview", "apply"):
        s = sub.add_parser(c)
        s.add_argument("--policy", required=True)
        s.add_argument("--pattern", required=True)
        if c == "apply":
            s.add_argument("--confirm", required=True)
    a = ap.parse_args()
    guard_pattern(a.pattern)
    policy = json.loads(Path(a.policy).read_text())
    if a.cmd == "preview":
        preview(a.es, policy, a.pattern)
    else:
        if a.confirm != a.pattern:
            raise SystemExit("--confirm must repeat --pattern exactly")
        apply(a.es, policy, a.pattern, Path(a.policy).stem)


if __name__ == "__main__":
    main()
