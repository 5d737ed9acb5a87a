#!/usr/bin/env python3
"""Static scan of CI YAML for secret-exposure anti-patterns (no network)."""
import re
import sys
from pathlib import Path

RULES = [
    ("CI01", "critical", re.compile(r"toJSON\(\s*secrets\s*\)"), "do not serialise the secrets context"),
    ("CI02", "high", re.compile(r"secrets:\s*inherit"), "pass explicit secrets to called workflows"),
    ("CI03", "critical", re.compile(r"pull_request_target"), "check for checkout of PR head"),
    ("CI04", "medium", re.compile(r"uses:\s*[\w.-]+/[\w./-]+@(main|master|v\d+)\s*$"), "pin to a commit SHA"),
    ("CI05", "medium", re.compile(r"^\s*-?\s*(printenv|env|set -x)\s*$"), "avoid dumping env in CI"),
    ("CI06", "high", re.compile(r"curl[^|\n]*\|\s*(ba)?sh"), "download, verify checksum, then run"),
]


def files(root):
    root = Path(root)
    yield from (root / ".github" / "workflows").glob("*.y*ml")
    gl = root / ".gitlab-ci.yml"
    if gl.exists():
        yield gl


def main(root="."):
    n = 0
    for f in files(root):
        for i, line in enumerate(f.read_text().splitlines(), 1):
            for rid, sev, rx, fix in RULES:
                if rx.search(line):
                    n += 1
                    print(f"{sev:8s} {rid} {f}:{i}: {line.strip()}  -> {fix}")
    print(f"{n} finding(s)")
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
