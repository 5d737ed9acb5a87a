#!/usr/bin/env python3
"""Minimal Markdown linter with auto-fix."""
import re
import sys
from pathlib import Path


def lint(path, fix):
    issues = []
    lines = path.read_text(encoding="utf-8").splitlines()
    out, last_level, in_code = [], 0, False
    for i, line in enumerate(lines, 1):
        if line.startswith("```"):
            if not in_code and line.strip() == "```":
                issues.append((i, "MD040", "code fence without language"))
            in_code = not in_code
        if not in_code:
            if line.rstrip() != line:
                issues.append((i, "MD009", "trailing spaces"))
                line = line.rstrip() if fix else line
            m = re.match(r"^(#{1,6})\s", line)
            if m:
                lvl = len(m.group(1))
                if last_level and lvl > last_level + 1:
                    issues.append((i, "MD001", f"heading jumps from h{last_level} to h{lvl}"))
                last_level = lvl
            for link in re.findall(r"\]\(([^)#:]+)\)", line):
                if not (path.parent / link).exists():
                    issues.append((i, "MDX01", f"broken link {link}"))
        out.append(line)
    if fix:
        path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return issues


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    fix = "--fix" in sys.argv
    files = [root] if root.is_file() else sorted(root.rglob("*.md"))
    total = 0
    for f in files:
        for ln, rule, msg in lint(f, fix):
            print(f"{f}:{ln}\t{rule}\t{msg}")
            total += 1
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
