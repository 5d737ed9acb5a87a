#!/usr/bin/env python3
"""Create/compare a baseline of slither SARIF findings keyed by rule+location hash."""
import hashlib
import json
import sys


def keys(sarif_path):
    sarif = json.load(open(sarif_path))
    out = {}
    for run in sarif.get("runs", []):
        for res in run.get("results", []):
            loc = res.get("locations", [{}])[0].get("physicalLocation", {})
            uri = loc.get("artifactLocation", {}).get("uri", "")
            snippet = loc.get("region", {}).get("snippet", {}).get("text", "")
            k = hashlib.sha1(f"{res.get('ruleId')}|{uri}|{snippet.strip()}".encode()).hexdigest()
            out[k] = {"rule": res.get("ruleId"), "uri": uri, "level": res.get("level")}
    return out


if __name__ == "__main__":
    if len(sys.argv) == 2:
        print(json.dumps(keys(sys.argv[1]), indent=2))
    elif len(sys.argv) == 3:
        base = json.load(open(sys.argv[2]))
        new = {k: v for k, v in keys(sys.argv[1]).items() if k not in base}
        bad = [v for v in new.values() if v["level"] == "error"]
        for v in new.values():
            print(f"NEW {v['level']:<8} {v['rule']:<28} {v['uri']}")
        sys.exit(1 if bad else 0)
    else:
        sys.exit("usage: baseline.py SARIF [BASELINE]")
