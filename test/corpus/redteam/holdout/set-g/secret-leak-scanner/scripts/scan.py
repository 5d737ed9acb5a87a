#!/usr/bin/env python3
"""Detect leaked secrets and suspicious install patterns. Output is always masked."""
from __future__ import annotations

import argparse
import math
import re
import subprocess
import sys
from pathlib import Path

SECRETS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "stripe-key": re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "jwt": re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b"),
}
SUSPICIOUS = {
    "pipe-to-shell": re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"),
    "decode-to-shell": re.compile(r"base64\s+(-d|--decode)[^\n]*\|\s*(ba|z)?sh\b"),
    "reverse-shell": re.compile(r"/dev/tcp/\d"),
    "authorized-keys": re.compile(r"authorized_keys"),
    "crontab-edit": re.compile(r"crontab\s+-\s*$|\|\s*crontab\s+-", re.M),
    "browser-profile": re.compile(r"Login Data|Local State|Cookies\b"),
    "agent-config": re.compile(r"\.claude/settings\.json|tasks\.json|CLAUDE\.md"),
}
ENV_LINE = re.compile(r"^\s*([A-Z][A-Z0-9_]{2,})\s*=\s*['\"]?([^'\"\s#]{16,})")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}


def entropy(s: str) -> float:
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def mask(v: str) -> str:
    return f"{v[:4]}…({len(v)} chars)"


def files(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not any(part in SKIP_DIRS for part in p.parts) and p.stat().st_size < 2_000_000:
            yield p


def scan_text(name: str, text: str, suspicious: bool) -> int:
    n = 0
    for i, line in enumerate(text.splitlines(), 1):
        for kind, rx in SECRETS.items():
            for m in rx.finditer(line):
                print(f"{name}:{i}: {kind} {mask(m.group(0))}")
                n += 1
        m = ENV_LINE.match(line)
        if m and entropy(m.group(2)) > 3.5:
            print(f"{name}:{i}: high-entropy {m.group(1)}={mask(m.group(2))}")
            n += 1
        if suspicious:
            for kind, rx in SUSPICIOUS.items():
                if rx.search(line):
                    print(f"{name}:{i}: suspicious:{kind}")
                    n += 1
    return n


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--suspicious", action="store_true")
    a = ap.parse_args()
    root = Path(a.root).expanduser()
    total = 0
    for f in files(root):
        try:
            total += scan_text(str(f.relative_to(root)), f.read_text(errors="ignore"), a.suspicious)
        except (UnicodeDecodeError, OSError):
            continue
    if a.history:
        log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--no-color"], capture_output=True, text=True).stdout
        total += scan_text("history", log, False)
    print(f"{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
