#!/usr/bin/env python3
"""Tiny SQL style linter with autofix for keyword case and leading commas."""
import argparse
import re
import sys
from pathlib import Path

KEYWORDS = ("select", "from", "where", "join", "left", "right", "inner", "outer", "on",
            "group", "by", "order", "having", "limit", "insert", "into", "values",
            "update", "set", "delete", "create", "table", "view", "as", "and", "or",
            "not", "null", "is", "in", "union", "all", "distinct", "case", "when",
            "then", "else", "end", "with")
KW_RE = re.compile(r"\b(" + "|".join(KEYWORDS) + r")\b", re.IGNORECASE)
IMPLICIT_JOIN = re.compile(r"\bFROM\s+\w+(\s+\w+)?\s*,\s*\w+", re.IGNORECASE)
STAR = re.compile(r"\bSELECT\s+\*", re.IGNORECASE)
SEV = {"S004": "error", "S005": "error"}


def strip_strings(line):
    return re.sub(r"'(?:[^']|'')*'", "''", line)


def lint_text(text, path):
    issues = []
    is_view = "migration" in str(path) or re.search(r"CREATE\s+VIEW", text, re.I)
    for n, line in enumerate(text.splitlines(), 1):
        code = strip_strings(line.split("--", 1)[0])
        for m in KW_RE.finditer(code):
            if m.group(0) != m.group(0).upper():
                issues.append((n, "S001", f"keyword '{m.group(0)}' should be uppercase"))
                break
        if code.lstrip().startswith(","):
            issues.append((n, "S003", "leading comma"))
        if IMPLICIT_JOIN.search(code):
            issues.append((n, "S004", "implicit comma join"))
        if is_view and STAR.search(code):
            issues.append((n, "S005", "SELECT * in view/migration"))
    return issues


def fix_text(text):
    out = []
    for line in text.splitlines():
        code, sep, comment = line.partition("--")
        code = KW_RE.sub(lambda m: m.group(0).upper(), code)
        if code.lstrip().startswith(","):
            if out:
                out[-1] = out[-1].rstrip() + ","
            code = code.replace(",", " ", 1)
        out.append(code + sep + comment)
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()
    files = []
    for p in map(Path, a.paths):
        files += sorted(p.rglob("*.sql")) if p.is_dir() else [p]
    total = 0
    for f in files:
        text = f.read_text()
        if a.fix:
            text = fix_text(text)
            f.write_text(text)
        for n, rule, msg in lint_text(text, f):
            total += 1
            print(f"{f}:{n}: {SEV.get(rule, 'warning')} {rule} {msg}")
    print(f"{total} issue(s) in {len(files)} file(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
