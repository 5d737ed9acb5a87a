#!/usr/bin/env python3
"""Minimal rule-driven PowerShell linter."""
import argparse
import json
import re
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "rules" / "org-rules.json"


def load_rules():
    data = json.loads(RULES.read_text(encoding="utf-8"))
    for r in data["rules"]:
        r["_re"] = re.compile(r["pattern"], re.MULTILINE)
    return data["rules"]


def lint_file(path: Path, rules):
    text = path.read_text(encoding="utf-8", errors="replace")
    findings = []
    for r in rules:
        if r.get("scope") == "file":
            if r["_re"].search(text):
                findings.append((1, r))
            continue
        for m in r["_re"].finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            findings.append((line, r))
    return findings


def iter_targets(paths):
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(p.rglob("*.ps1"))
            yield from sorted(p.rglob("*.psm1"))
        else:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--format", choices=["text", "json"], default="text")
    args = ap.parse_args()

    rules = load_rules()
    out, errors = [], 0
    for f in iter_targets(args.paths):
        for line, r in lint_file(f, rules):
            errors += r["severity"] == "error"
            out.append({"file": str(f), "line": line, "rule": r["id"], "severity": r["severity"],
                        "message": r["message"], "remediation": r["remediation"]})

    if args.format == "json":
        print(json.dumps(out, indent=2))
    else:
        for o in out:
            print(f"{o['file']}:{o['line']}  {o['rule']}  [{o['severity']}] {o['message']}")
            print(f"    Remediation: {o['remediation']}")
        print(f"\n{len(out)} findings ({errors} errors)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
