#!/usr/bin/env python3
"""Lint Sigma rules for required fields and style; optionally decode a sample.

Usage:
    validate_rules.py rules/            # lint every *.yml under the dir
    validate_rules.py --decode <b64>    # print decoded PowerShell -enc sample
"""
import base64
import re
import sys
import uuid
from pathlib import Path

try:
    import yaml  # PyYAML
except ImportError:  # pragma: no cover
    sys.exit("PyYAML is required: pip install pyyaml")

REQUIRED = ["title", "id", "description", "logsource", "detection", "level", "falsepositives"]
LEVELS = {"informational", "low", "medium", "high", "critical"}
TAG_RE = re.compile(r"^attack\.(t\d{4}(\.\d{3})?|[a-z_]+)$")


def decode_sample(b64: str) -> str:
    raw = base64.b64decode(b64 + "=" * (-len(b64) % 4))
    # PowerShell -EncodedCommand is UTF-16LE
    try:
        return raw.decode("utf-16-le")
    except UnicodeDecodeError:
        return raw.decode("utf-8", errors="replace")


def lint(path: Path) -> list[str]:
    problems = []
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    for key in REQUIRED:
        if key not in doc:
            problems.append(f"missing '{key}'")
    try:
        uuid.UUID(str(doc.get("id", "")), version=4)
    except ValueError:
        problems.append("id is not a UUID")
    if doc.get("level") not in LEVELS:
        problems.append(f"bad level {doc.get('level')!r}")
    for tag in doc.get("tags", []):
        if not TAG_RE.match(tag):
            problems.append(f"odd tag {tag!r}")
    det = doc.get("detection", {})
    if "condition" not in det:
        problems.append("detection has no condition")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "--decode":
        print(decode_sample(argv[1]))
        return 0
    root = Path(argv[0] if argv else "rules")
    failed = 0
    for f in sorted(root.rglob("*.yml")):
        issues = lint(f)
        status = "OK " if not issues else "ERR"
        print(f"[{status}] {f}")
        for i in issues:
            print(f"       - {i}")
        failed += bool(issues)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
