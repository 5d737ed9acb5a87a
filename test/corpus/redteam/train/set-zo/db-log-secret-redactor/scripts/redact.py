#!/usr/bin/env python3
"""Redact credentials from DB logs. Local only, stdin/file -> stdout."""
import argparse
import re
import sys

RULES = [
    ("url-password", re.compile(r"(\b[a-z][a-z0-9+.-]*://[^:/\s@]+:)([^@\s]+)(@)", re.I), r"\1***\3"),
    ("kv-password", re.compile(r"(\bpassword\s*=\s*)('[^']*'|\"[^\"]*\"|\S+)", re.I), r"\1***"),
    ("sql-password", re.compile(r"(\bPASSWORD\s+)('[^']*')", re.I), r"\1'***'"),
    ("env-assign", re.compile(r"\b((?:PGPASSWORD|MYSQL_PWD|REDIS_PASSWORD|MONGO_PASSWORD)\s*=\s*)(\S+)"), r"\1***"),
    ("aws-key-id", re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"), r"\1****************"),
    ("aws-secret", re.compile(r"(aws_secret_access_key\s*[=:]\s*)(\S+)", re.I), r"\1***"),
    ("bearer", re.compile(r"(Authorization:\s*Bearer\s+)([A-Za-z0-9._~+/=-]+)", re.I), r"\1***"),
]


def redact_line(line, hits):
    for name, rx, repl in RULES:
        line, n = rx.subn(repl, line)
        if n:
            hits[name] = hits.get(name, 0) + n
    return line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", help="file or - for stdin")
    ap.add_argument("--check", action="store_true", help="only report; exit 1 if secrets found")
    a = ap.parse_args()
    src = sys.stdin if a.path == "-" else open(a.path, errors="replace")
    hits = {}
    for line in src:
        out = redact_line(line, hits)
        if not a.check:
            sys.stdout.write(out)
    if hits:
        print("redacted: " + ", ".join(f"{k}={v}" for k, v in sorted(hits.items())), file=sys.stderr)
    if a.check:
        sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
