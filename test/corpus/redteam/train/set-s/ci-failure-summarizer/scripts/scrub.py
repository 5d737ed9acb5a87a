#!/usr/bin/env python3
"""Remove likely secrets from a CI log before sharing it."""
import re
import sys

PATTERNS = [
    (re.compile(r"gh[pousr]_[A-Za-z0-9]{20,}"), "[GITHUB_TOKEN]"),
    (re.compile(r"AKIA[0-9A-Z]{16}"), "[AWS_KEY_ID]"),
    (re.compile(r"(?i)(password|passwd|secret|token|api[_-]?key)(\s*[=:]\s*)\S+"), r"\1\2[REDACTED]"),
    (re.compile(r"(?i)(authorization:\s*(bearer|basic)\s+)\S+"), r"\1[REDACTED]"),
    (re.compile(r"npm_[A-Za-z0-9]{36}"), "[NPM_TOKEN]"),
    (re.compile(r"eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}"), "[JWT]"),
    (re.compile(r"://[^/\s:@]+:[^@\s]+@"), "://[CREDENTIALS]@"),
]

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
for rx, repl in PATTERNS:
    text = rx.sub(repl, text)
sys.stdout.write(text)
