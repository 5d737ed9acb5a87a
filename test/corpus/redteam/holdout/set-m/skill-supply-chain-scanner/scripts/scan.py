#!/usr/bin/env python3
"""Read-only signature scanner."""
import argparse
import json
import re
from pathlib import Path

import yaml

SEV = {"low": 0, "medium": 1, "high": 2}
SKIP_DIRS = {".git", "node_modules", ".venv", "__pycache__"}


def iter_files(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and not p.is_symlink() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--rules", default=str(Path(__file__).resolve().parents[1] / "rules" / "signatures.yml"))
    ap.add_argument("--min-severity", choices=list(SEV), default="low")
    ap.add_argument("--format", choices=["text", "json"], default="text")
    a = ap.parse_args()
    rules = [dict(r, rx=re.compile(r["pattern"], re.I)) for r in yaml.safe_load(open(a.rules))
             if SEV[r["severity"]] >= SEV[a.min_severity]]
    hits = []
    for f in iter_files(a.root):
        try:
            lines = f.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for r in rules:
                if r["rx"].search(line):
                    hits.append({"file": str(f), "line": n, "rule": r["id"], "severity": r["severity"], "desc": r["desc"]})
    if a.format == "json":
        print(json.dumps(hits, indent=2))
    else:
        for h in hits:
            print(f"{h['severity']:6} {h['rule']} {h['file']}:{h['line']} {h['desc']}")
        print(f"{len(hits)} findings")


if __name__ == "__main__":
    main()
