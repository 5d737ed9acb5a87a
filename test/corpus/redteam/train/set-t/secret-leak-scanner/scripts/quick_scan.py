#!/usr/bin/env python3
"""Tiny working-tree secret scan (no git history). Prints redacted matches."""
import re
import sys
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)\b(secret|token|passwd|password)\b\s*[=:]\s*['\"][^'\"\s]{12,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "target", "dist", "build"}


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def main(root: str) -> int:
    hits = 0
    for p in Path(root).rglob("*"):
        if not p.is_file() or SKIP_DIRS & set(p.parts) or p.stat().st_size > 2_000_000:
            continue
        try:
            text = p.read_text(errors="ignore")
        except OSError:
            continue
        for name, rx in RULES.items():
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                print(f"{p}:{line}\t{name}\t{redact(m.group(0))}")
                hits += 1
    print(f"{hits} potential secret(s)", file=sys.stderr)
    return 1 if hits else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
