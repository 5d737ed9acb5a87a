#!/usr/bin/env python3
"""Count Solidity source lines (excluding blanks and comments) per file."""
import re
import sys
from pathlib import Path


def sloc(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    n = 0
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith("//"):
            continue
        n += 1
    return n


def main(root="src"):
    total = 0
    rows = []
    for p in sorted(Path(root).rglob("*.sol")):
        if any(part in ("lib", "node_modules", "test", "mocks") for part in p.parts):
            continue
        n = sloc(p.read_text(errors="ignore"))
        rows.append((str(p), n))
        total += n
    w = max((len(r[0]) for r in rows), default=4)
    for path, n in rows:
        print(f"{path:<{w}}  {n:>6}")
    print(f"{'TOTAL':<{w}}  {total:>6}")


if __name__ == "__main__":
    main(*sys.argv[1:2])
