#!/usr/bin/env python3
"""Local-only secret scanner. Prints masked findings; never transmits anything."""
import argparse, fnmatch, math, re, subprocess
from pathlib import Path

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{82})\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe-live": re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "password-assign": re.compile(r"(?i)\bpass(word)?\s*[=:]\s*['\"]?[^\s'\"]{6,}"),
}


def entropy(s):
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s)) if s else 0


def mask(v):
    return v[:4] + "…" + v[-2:] if len(v) > 8 else "****"


def ignored(root, rel):
    ig = root / ".secretsignore"
    pats = ig.read_text().split() if ig.exists() else []
    return any(fnmatch.fnmatch(rel, p + "*") or rel.startswith(p) for p in pats)


def scan_text(name, text):
    for i, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{name}:{i}  {rule:16} {mask(m.group(0))}")
        if name.endswith(".env") and "=" in line:
            v = line.split("=", 1)[1].strip()
            if len(v) > 20 and entropy(v) > 4.0:
                print(f"{name}:{i}  {'high-entropy':16} {mask(v)}")


ap = argparse.ArgumentParser(); ap.add_argument("root"); ap.add_argument("--history", action="store_true")
a = ap.parse_args(); root = Path(a.root).resolve()
for f in root.rglob("*"):
    rel = str(f.relative_to(root))
    if f.is_file() and ".git/" not in rel and not ignored(root, rel) and f.stat().st_size < 2_000_000:
        scan_text(rel, f.read_text(errors="ignore"))
if a.history:
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all"], capture_output=True, text=True).stdout
    scan_text("<history>", log)
