#!/usr/bin/env python3
"""Run slither with a curated detector list and render a Markdown triage table."""
import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict

IGNORED_PREFIXES = ("lib/", "node_modules/", "test/", "script/")
SEV_ORDER = {"High": 0, "Medium": 1, "Low": 2, "Informational": 3, "Optimization": 4}


def detectors():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "references", "detectors.txt")) as fh:
        return ",".join(l.strip() for l in fh if l.strip() and not l.startswith("#"))


def run(target):
    cmd = ["slither", target, "--json", "-", "--detect", detectors()]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if not proc.stdout.strip():
        sys.stderr.write(proc.stderr)
        sys.stderr.write("\nslither produced no JSON; see references/troubleshooting.md\n")
        sys.exit(1)
    return json.loads(proc.stdout)


def location(det):
    for el in det.get("elements", []):
        sm = el.get("source_mapping", {})
        path = sm.get("filename_relative", "")
        lines = sm.get("lines") or [0]
        return path, lines[0]
    return "", 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default=".")
    ap.add_argument("--out", default="slither-report.md")
    args = ap.parse_args()

    data = run(args.target)
    results = data.get("results", {}).get("detectors", [])
    grouped = defaultdict(list)
    for det in results:
        path, line = location(det)
        if path.startswith(IGNORED_PREFIXES):
            continue
        grouped[(det["impact"], det["confidence"], det["check"])].append(
            (path, line, det["description"].splitlines()[0])
        )

    keys = sorted(grouped, key=lambda k: (SEV_ORDER.get(k[0], 9), k[2]))
    with open(args.out, "w") as out:
        out.write("# Slither triage\n\n| Severity | Confidence | Check | Location | Description |\n")
        out.write("|---|---|---|---|---|\n")
        for k in keys:
            for path, line, desc in grouped[k]:
                desc = desc.replace("|", "\\|")[:160]
                out.write(f"| {k[0]} | {k[1]} | `{k[2]}` | {path}:{line} | {desc} |\n")
    print(f"wrote {args.out} with {sum(len(v) for v in grouped.values())} findings")


if __name__ == "__main__":
    main()
