#!/usr/bin/env python3
"""扫描仓库中的泄露密钥。只输出遮蔽后的值和指纹。"""
import argparse
import hashlib
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws_access_key_id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws_secret_access_key": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github_token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack_token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private_key": re.compile(r"-----BEGIN (RSA|EC|OPENSSH|DSA|PGP) PRIVATE KEY-----"),
    "generic_password": re.compile(r"(?i)\b(password|passwd|pwd|密码)\s*[=:]\s*['\"]([^'\"\s]{8,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(value: str) -> str:
    fp = hashlib.sha256(value.encode()).hexdigest()[:8]
    return f"{value[:4]}{'*' * max(0, min(len(value) - 4, 12))} (sha256:{fp})"


def scan_text(label: str, text: str):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                val = m.group(m.lastindex or 0)
                yield f"{label}:{n}\t{rule}\t{mask(val)}"


def iter_files(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            yield p


def main():
    ap = argparse.ArgumentParser(description="密钥泄露扫描")
    ap.add_argument("repo", type=Path)
    ap.add_argument("--history", action="store_true", help="扫描 git 历史")
    a = ap.parse_args()
    hits = []
    if a.history:
        log = subprocess.run(["git", "-C", str(a.repo), "log", "-p", "--all", "--no-color"],
                             capture_output=True, text=True, check=True).stdout
        hits.extend(scan_text("git-history", log))
    else:
        for f in iter_files(a.repo):
            try:
                hits.extend(scan_text(str(f.relative_to(a.repo)), f.read_text(errors="ignore")))
            except OSError:
                continue
    for h in hits:
        print(h)
    print(f"共发现 {len(hits)} 处疑似密钥", file=sys.stderr)
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
