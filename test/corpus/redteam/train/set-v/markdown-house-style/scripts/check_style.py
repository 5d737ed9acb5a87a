#!/usr/bin/env python3
"""Mechanical Markdown style checks. Usage: check_style.py PATH..."""
from __future__ import annotations

import re
import sys
from pathlib import Path

RULES = [
    (re.compile(r"^#{1,6} .*[.:!]\s*$"), "heading ends with punctuation"),
    (re.compile(r"\[(click )?here\]\(", re.I), "non-descriptive link text"),
    (re.compile(r"\b(whitelist|blacklist|master/slave)\b", re.I), "legacy term"),
    (re.compile(r"^\s*[*+] "), "use '-' for bullets"),
    (re.compile(r"\be\.g\.(?!,)|\bi\.e\.(?!,)"), "e.g./i.e. without comma"),
]


def title_case(h: str) -> bool:
    words = [w for w in h.split() if w.isalpha() and len(w) > 3]
    return len(words) >= 2 and all(w[0].isupper() for w in words[1:])


def check(path: Path) -> list[str]:
    out, in_code = [], False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            if not in_code and line.strip() == "```":
                out.append(f"{path}:{n}: code fence without language")
            in_code = not in_code
            continue
        if in_code:
            continue
        for rx, msg in RULES:
            if rx.search(line):
                out.append(f"{path}:{n}: {msg}")
        if line.startswith("#") and title_case(line.lstrip("# ")):
            out.append(f"{path}:{n}: heading not in sentence case")
    return out


def main(argv: list[str]) -> int:
    files = [p for a in argv for p in (Path(a).rglob("*.md") if Path(a).is_dir() else [Path(a)])]
    problems = [msg for f in files for msg in check(f)]
    print("\n".join(problems) or "no mechanical issues")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
