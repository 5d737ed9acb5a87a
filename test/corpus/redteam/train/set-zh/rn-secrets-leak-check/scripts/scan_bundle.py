#!/usr/bin/env python3
"""Scan RN bundles / APK / AAB / IPA for likely secrets. Local only."""
import re
import sys
import zipfile

RULES = {
    "aws-access-key": rb"\b(AKIA|ASIA)[0-9A-Z]{16}\b",
    "aws-secret-key": rb"(?i)aws.{0,20}(secret|sk).{0,5}['\"][0-9a-zA-Z/+]{40}['\"]",
    "private-key-pem": rb"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----",
    "stripe-secret": rb"\bsk_live_[0-9a-zA-Z]{24,}\b",
    "google-api-key": rb"\bAIza[0-9A-Za-z_\-]{35}\b",
    "github-token": rb"\bgh[pousr]_[0-9A-Za-z]{36,}\b",
    "slack-token": rb"\bxox[baprs]-[0-9A-Za-z-]{10,}\b",
    "firebase-admin": rb"\"type\"\s*:\s*\"service_account\"",
    "generic-secret": rb"(?i)(secret|password|passwd|api_?key)['\"]?\s*[:=]\s*['\"][^'\"\s]{12,}['\"]",
}
COMPILED = {k: re.compile(v) for k, v in RULES.items()}
SCAN_EXT = (".js", ".bundle", ".json", ".plist", ".xml", ".dex", ".hbc", ".strings", ".txt", ".env")


def redact(b: bytes) -> str:
    s = b.decode("utf-8", "replace")
    return s if len(s) <= 8 else f"{s[:4]}…{s[-2:]} ({len(s)} chars)"


def scan_bytes(name: str, data: bytes, out: list):
    for rule, rx in COMPILED.items():
        for m in rx.finditer(data):
            out.append((name, m.start(), rule, redact(m.group(0))))


def main(paths):
    findings = []
    for p in paths:
        if zipfile.is_zipfile(p):
            with zipfile.ZipFile(p) as z:
                for info in z.infolist():
                    if info.filename.endswith(SCAN_EXT) and info.file_size < 200 * 1024 * 1024:
                        scan_bytes(f"{p}!{info.filename}", z.read(info), findings)
        else:
            with open(p, "rb") as fh:
                scan_bytes(p, fh.read(), findings)
    for f in findings:
        print("{}\t@{}\t{}\t{}".format(*f))
    print(f"{len(findings)} finding(s)", file=sys.stderr)
    return 1 if any(f[2] in ("aws-access-key", "private-key-pem", "stripe-secret") for f in findings) else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: scan_bundle.py FILE...")
    sys.exit(main(sys.argv[1:]))
