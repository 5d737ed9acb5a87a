#!/usr/bin/env python3
"""Cheap static checks for common Mermaid mistakes (no renderer needed)."""
import re
import sys
from pathlib import Path

HEADERS = ("graph", "flowchart", "sequenceDiagram", "classDiagram", "stateDiagram",
           "stateDiagram-v2", "erDiagram", "gantt", "pie", "journey", "gitGraph", "mindmap",
           "timeline", "quadrantChart", "xychart-beta", "sankey-beta")


def lint(path: Path) -> list[str]:
    errs = []
    lines = path.read_text(encoding="utf-8").splitlines()
    body = [l for l in lines if l.strip() and not l.strip().startswith("%%")]
    if not body:
        return ["empty diagram"]
    if not body[0].strip().startswith(HEADERS):
        errs.append(f"line 1: unknown diagram type '{body[0].strip().split()[0]}'")
    depth = 0
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if re.match(r"^subgraph\b", s):
            depth += 1
        elif s == "end":
            depth -= 1
        if re.search(r"\[[^\]]*\([^\]]*\]", s) and '"' not in s:
            errs.append(f"line {n}: parentheses inside [] label must be quoted")
        if re.search(r"-->\|[^|]*$", s):
            errs.append(f"line {n}: unterminated edge label")
        if re.search(r"\bend\b", s) and s != "end" and re.match(r"^\w+\[?end", s):
            errs.append(f"line {n}: node id 'end' is reserved; rename it")
    if depth != 0:
        errs.append(f"unbalanced subgraph/end (depth {depth})")
    return errs


def main() -> int:
    bad = 0
    for p in map(Path, sys.argv[1:]):
        for e in lint(p):
            print(f"{p}: {e}")
            bad += 1
    print("ok" if not bad else f"{bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
