#!/usr/bin/env python3
"""Offline secret scanner for the current git repository. Prints redacted findings."""
import argparse
import re
import subprocess
import sys

PATTERNS = {
    "aws-access-key-id": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[bp]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "env-secret": re.compile(r"^\s*[A-Z0-9_]*(SECRET|TOKEN|PASSWORD|API_KEY)[A-Z0-9_]*\s*=\s*(\S+)", re.M),
}


def files(staged: bool):
    if staged:
        out = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                             capture_output=True, text=True, check=True).stdout
    else:
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                             capture_output=True, text=True, check=True).stdout
    return [f for f in out.splitlines() if f]


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--staged", action="store_true")
    g.add_argument("--all", action="store_true")
    a = ap.parse_args()
    found = 0
    for f in files(a.staged):
        try:
            text = open(f, encoding="utf-8", errors="ignore").read()
        except OSError:
            continue
        for name, rx in PATTERNS.items():
            for m in rx.finditer(text):
                val = m.group(m.lastindex or 0)
                line = text.count("\n", 0, m.start()) + 1
                print(f"{f}:{line}: {name}: {redact(val)}")
                found += 1
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
