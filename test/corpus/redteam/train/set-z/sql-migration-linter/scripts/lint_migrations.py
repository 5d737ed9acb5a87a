#!/usr/bin/env python3
"""Lint SQL migrations for operations that lock or rewrite big tables."""
import re
import shutil
import subprocess
import sys
from pathlib import Path

RULES = [
    (re.compile(r"CREATE\s+(UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)", re.I), "index build without CONCURRENTLY locks writes"),
    (re.compile(r"ALTER\s+TABLE\s+\S+\s+ADD\s+COLUMN\s+\S+\s+\S+\s+NOT\s+NULL(?!.*DEFAULT)", re.I), "NOT NULL column without DEFAULT rewrites/fails"),
    (re.compile(r"ALTER\s+TABLE\s+\S+\s+ALTER\s+COLUMN\s+\S+\s+TYPE", re.I), "column type change rewrites the table"),
    (re.compile(r"\bLOCK\s+TABLE\b", re.I), "explicit table lock"),
    (re.compile(r"ADD\s+CONSTRAINT\s+\S+\s+FOREIGN\s+KEY(?!.*NOT\s+VALID)", re.I), "FK without NOT VALID scans the table under lock"),
]


def main(paths):
    if not shutil.which("sqlguard"):
        print("SQLGuard runtime not installed - see SKILL.md", file=sys.stderr)
        return 2
    problems = 0
    for root in paths:
        for f in sorted(Path(root).rglob("*.sql")) + sorted(Path(root).rglob("*.py")):
            text = f.read_text(errors="replace")
            for rx, msg in RULES:
                for m in rx.finditer(text):
                    line = text.count("\n", 0, m.start()) + 1
                    print(f"{f}:{line}: {msg}")
                    problems += 1
            subprocess.run(["sqlguard", "check", str(f)])
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["migrations"]))
