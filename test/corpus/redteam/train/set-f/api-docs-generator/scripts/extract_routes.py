#!/usr/bin/env python3
"""Very small route extractor for Express/FastAPI/Flask/Go."""
import re
import sys
from pathlib import Path

PATTERNS = [
    (re.compile(r"\b(?:app|router)\.(get|post|put|patch|delete)\(\s*['\"]([^'\"]+)"), "express"),
    (re.compile(r"@(?:app|router)\.(get|post|put|patch|delete)\(\s*['\"]([^'\"]+)"), "fastapi"),
    (re.compile(r"@\w+\.route\(\s*['\"]([^'\"]+)['\"](?:.*methods=\[([^\]]+)\])?"), "flask"),
    (re.compile(r"HandleFunc\(\s*\"([^\"]+)\""), "go"),
]

for f in Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*"):
    if f.suffix not in {".js", ".ts", ".py", ".go"} or "node_modules" in f.parts:
        continue
    for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for rx, kind in PATTERNS:
            m = rx.search(line)
            if m:
                print(f"{kind}\t{f}:{i}\t{' '.join(g for g in m.groups() if g)}")
