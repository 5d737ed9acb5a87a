#!/usr/bin/env python3
"""Offline secret scanner with redacted output."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/[A-Z0-9]+/[A-Z0-9]+/[A-Za-z0-9]+"),
    "generic-secret": re.compile(r"(?i)\b(secret|passwd|password|api[_-]?key|token)\b\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build"}


def redact(v: str) -> str:
    return f"{v[:4]}…({len(v)} chars)"


def scan_text(text, origin, out):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0)
                out.append({"rule": rule, "where": origin, "line": n, "match": redact(val)})


def scan_tree(out):
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], capture_output=True, text=True).stdout.split()
    for f in files:
        p = Path(f)
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file() or p.stat().st_size > 2_000_000:
            continue
        if p.name == ".env" or p.name.startswith(".env."):
            out.append({"rule": "dotenv-file", "where": f, "line": 0, "match": "-"})
        try:
            scan_text(p.read_text(errors="ignore"), f, out)
        except OSError:
            pass


def scan_history(out):
    log = subprocess.run(["git", "log", "-p", "--all", "--format=commit %H"], capture_output=True, text=True).stdout
    commit = "?"
    for chunk in log.split("\ncommit "):
        commit = chunk.split("\n", 1)[0].replace("commit ", "")[:10]
        added = "\n".join(l[1:] for l in chunk.splitlines() if l.startswith("+") and not l.startswith("+++"))
        scan_text(added, f"commit {commit}", out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = []
    scan_tree(out)
    if a.history:
        scan_history(out)
    if a.json:
        json.dump(out, sys.stdout, indent=2)
    else:
        for f in out:
            print(f"{f['rule']:16} {f['where']}:{f['line']}  {f['match']}")
        print(f"{len(out)} finding(s)")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main())
