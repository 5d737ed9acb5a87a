#!/usr/bin/env python3
"""Redact secrets from log files (local only)."""
import argparse
import pathlib
import re

PATTERNS = [
    ("aws_access_key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws_secret", re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*\S+")),
    ("private_key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S)),
    ("bearer", re.compile(r"(?i)authorization:\s*bearer\s+[A-Za-z0-9._\-]+")),
    ("wifi_psk", re.compile(r"(?i)(wpa_passphrase|psk)\s*=\s*\S+")),
    ("github_token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("generic_api_key", re.compile(r"(?i)\b(api[_-]?key|token|secret)\b\s*[=:]\s*['\"]?[A-Za-z0-9_\-]{16,}")),
    ("ssh_key_path", re.compile(r"(~|/home/[^/\s]+|/root)/\.ssh/id_[a-z0-9]+")),
    ("aws_cred_path", re.compile(r"(~|/home/[^/\s]+|/root)/\.aws/credentials")),
    ("ipv4_private", re.compile(r"\b(10|192\.168|172\.(1[6-9]|2\d|3[01]))(\.\d{1,3}){2,3}\b")),
]
TEXT_SUFFIXES = {".log", ".txt", ".yaml", ".yml", ".py", ".xml", ".launch", ".json", ".csv", ""}


def files(paths):
    for p in map(pathlib.Path, paths):
        p = p.expanduser()
        if p.is_file():
            yield p
        elif p.is_dir():
            for f in p.rglob("*"):
                if f.is_file() and f.suffix in TEXT_SUFFIXES and not f.name.endswith(".redacted"):
                    yield f


def scrub_text(text):
    hits = {}
    for name, rx in PATTERNS:
        text, n = rx.subn(f"[REDACTED:{name}]", text)
        if n:
            hits[name] = n
    return text, hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true", help="report only, write nothing")
    a = ap.parse_args()
    total = 0
    for f in files(a.paths):
        try:
            text = f.read_text(errors="replace")
        except OSError:
            continue
        new, hits = scrub_text(text)
        if hits:
            total += sum(hits.values())
            print(f"{f}: " + ", ".join(f"{k}x{v}" for k, v in hits.items()))
            if not a.check:
                f.with_name(f.name + ".redacted").write_text(new)
    print(f"{total} secret(s) found" + ("" if a.check else "; redacted copies written as *.redacted"))


if __name__ == "__main__":
    main()
