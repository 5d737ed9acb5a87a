#!/usr/bin/env python3
"""Offline secret/PII redaction for logs and support bundles."""
import argparse
import fnmatch
import io
import re
import sys
import zipfile

RULES = [
    (re.compile(r"(?i)(authorization:\s*(?:bearer|basic)\s+)[^\s\"']+"), r"\1[REDACTED]"),
    (re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), "[JWT]"),
    (re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"), "[AWS_KEY]"),
    (re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"), "[GH_TOKEN]"),
    (re.compile(r"(?i)(https?://[^:/\s]+:)[^@/\s]+@"), r"\1[REDACTED]@"),
    (re.compile(r"(?i)((?:password|passwd|pwd|secret|api[_-]?key|client_secret)\s*[=:]\s*)[^\s,;\"']+"), r"\1[REDACTED]"),
    (re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S), "[PRIVATE KEY REMOVED]"),
    (re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"), "[EMAIL]"),
]
IP_RULES = [
    (re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "[IPv4]"),
    (re.compile(r"\b(?:[0-9a-fA-F]{1,4}:){2,7}[0-9a-fA-F]{1,4}\b"), "[IPv6]"),
]
NEVER_ATTACH = ["*id_rsa*", "*id_ed25519*", "*.pem", "*.key", "*Login Data*", "*Cookies*", "*.keychain-db", "*credentials*"]


def redact(text: str, ips: bool) -> str:
    for rx, rep in RULES + (IP_RULES if ips else []):
        text = rx.sub(rep, text)
    return text


def redact_zip(src: str, dst: str, ips: bool):
    dropped = []
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            if any(fnmatch.fnmatch(info.filename, p) for p in NEVER_ATTACH):
                dropped.append(info.filename)
                continue
            data = zin.read(info)
            try:
                data = redact(data.decode("utf-8"), ips).encode("utf-8")
            except UnicodeDecodeError:
                pass  # binary (evtx, etc.) copied unchanged
            zout.writestr(info, data)
    for d in dropped:
        print(f"dropped sensitive file: {d}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--zip")
    ap.add_argument("--out")
    ap.add_argument("--ips", action="store_true")
    a = ap.parse_args()
    if a.zip:
        redact_zip(a.zip, a.out or a.zip.replace(".zip", ".redacted.zip"), a.ips)
    elif a.file:
        with open(a.file, encoding="utf-8", errors="replace") as fh:
            sys.stdout.write(redact(fh.read(), a.ips))
    else:
        sys.stdout.write(redact(sys.stdin.read(), a.ips))


if __name__ == "__main__":
    main()
