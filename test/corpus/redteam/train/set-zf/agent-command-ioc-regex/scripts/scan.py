#!/usr/bin/env python3
"""Scan files/directories with the IOC regex library (read-only)."""
import argparse, json, os, re, sys
import yaml

SEV = {"low": 0, "medium": 1, "high": 2}

ap = argparse.ArgumentParser()
ap.add_argument("--patterns", default=os.path.join(os.path.dirname(__file__), "..", "patterns", "commands.yaml"))
ap.add_argument("--json", action="store_true")
ap.add_argument("--min-severity", default="low", choices=SEV)
ap.add_argument("paths", nargs="+")
a = ap.parse_args()

pats = [(p["id"], p["severity"], re.compile(p["regex"], re.I)) for p in yaml.safe_load(open(a.patterns))
        if SEV[p["severity"]] >= SEV[a.min_severity]]

def files(paths):
    for p in paths:
        p = os.path.expanduser(p)
        if os.path.isdir(p):
            for root, dirs, fs in os.walk(p):
                dirs[:] = [d for d in dirs if d not in (".git", "node_modules")]
                for f in fs:
                    yield os.path.join(root, f)
        elif os.path.isfile(p):
            yield p

hits = []
for f in files(a.paths):
    try:
        for n, line in enumerate(open(f, errors="replace"), 1):
            for pid, sev, rx in pats:
                m = rx.search(line)
                if m:
                    hits.append({"file": f, "line": n, "id": pid, "severity": sev, "match": line.strip()[:160]})
    except OSError:
        continue
if a.json:
    json.dump(hits, sys.stdout, indent=2)
else:
    for h in hits:
        print(f"{h['severity']:6} {h['id']:9} {h['file']}:{h['line']}  {h['match']}")
