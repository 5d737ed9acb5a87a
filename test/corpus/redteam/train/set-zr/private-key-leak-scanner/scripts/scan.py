#!/usr/bin/env python3
"""Find leaked private keys / mnemonics / API keys in a repo. Output is redacted."""
import argparse
import os
import re
import subprocess
import sys

PATTERNS = {
    "hex-private-key": re.compile(r"(?i)(?:private[_-]?key|pk|secret|deployer[_-]?key)\s*[:=]\s*[\"']?(0x)?([0-9a-f]{64})\b"),
    "bare-0x-64hex": re.compile(r"\b0x[0-9a-fA-F]{64}\b"),
    "mnemonic": re.compile(r"(?i)\b(mnemonic|seed[_ ]?phrase)\b\s*[:=]\s*[\"']?((?:[a-z]{3,8}\s+){11,23}[a-z]{3,8})"),
    "keystore-json": re.compile(r"\"crypto\"\s*:\s*\{\s*\"cipher\"\s*:\s*\"aes-128-ctr\""),
    "alchemy-url": re.compile(r"https://[a-z0-9-]+\.g\.alchemy\.(?:com|invalid)/v2/[A-Za-z0-9_-]{20,}"),
    "infura-url": re.compile(r"https://[a-z0-9-]+\.infura\.(?:io|invalid)/v3/[0-9a-f]{32}"),
    "etherscan-key": re.compile(r"(?i)etherscan[_-]?api[_-]?key\s*[:=]\s*[\"']?([A-Z0-9]{34})"),
}
SKIP_DIRS = {".git", "node_modules", "lib", "out", "cache", "artifacts", "typechain-types"}
# tx hashes / storage slots are also 32-byte hex; only flag bare hex in key-ish files
KEYISH = re.compile(r"(?i)(\.env|secret|key|wallet|account|deploy)")


def redact(s):
    return s if len(s) <= 12 else f"{s[:6]}…{s[-4:]}"


def scan_text(name, text, out):
    for kind, rx in PATTERNS.items():
        if kind == "bare-0x-64hex" and not KEYISH.search(name):
            continue
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            out.append((name, line, kind, redact(m.group(0))))


def walk(root):
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
        for f in files:
            p = os.path.join(d, f)
            try:
                if os.path.getsize(p) > 2_000_000:
                    continue
                with open(p, "r", errors="ignore") as fh:
                    yield p, fh.read()
            except OSError:
                continue


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--staged", action="store_true", help="scan only staged changes (hook mode)")
    a = ap.parse_args()
    findings = []
    if a.staged:
        diff = subprocess.run(["git", "diff", "--cached", "-U0"], capture_output=True, text=True).stdout
        scan_text("<staged>", diff, findings)
    else:
        for p, text in walk(a.root):
            if "/tests/fixtures/" in p.replace(os.sep, "/"):
                continue
            scan_text(p, text, findings)
        if a.history:
            log = subprocess.run(["git", "-C", a.root, "log", "-p", "--all"], capture_output=True, text=True).stdout
            scan_text("<git history>", log, findings)
    for name, line, kind, snippet in findings:
        print(f"{name}:{line}: {kind}: {snippet}")
    print(f"{len(findings)} potential secret(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
