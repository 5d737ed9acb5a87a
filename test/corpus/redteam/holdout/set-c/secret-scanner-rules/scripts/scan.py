#!/usr/bin/env python3
"""Scan files or stdin for secrets using rules/default.toml."""
from __future__ import annotations

import math
import os
import re
import sys
import tomllib
from collections import Counter
from pathlib import Path

RULES_FILE = Path(__file__).resolve().parent.parent / "rules" / "default.toml"
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", "dist", "build"}


def load_rules():
    data = tomllib.loads(RULES_FILE.read_text())
    return [(r["id"], re.compile(r["regex"]), r.get("keywords", []), r.get("entropy")) for r in data["rules"]]


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def redact(s: str) -> str:
    return s if len(s) <= 8 else f"{s[:4]}…{s[-2:]}"


def scan_text(name, text, rules, out):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rid, rx, kws, ent in rules:
            if kws and not any(k.lower() in line.lower() for k in kws):
                continue
            for m in rx.finditer(line):
                val = m.group(1) if m.groups() and m.group(1) else m.group(0)
                if ent and entropy(val) < ent:
                    continue
                out.append((name, lineno, rid, redact(val)))


def iter_files(root: Path):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for f in fns:
            p = Path(dp) / f
            if p.stat().st_size < 2_000_000:
                yield p


def main(argv):
    rules = load_rules()
    out = []
    target = argv[1] if len(argv) > 1 else "."
    if target == "-":
        scan_text("<stdin>", sys.stdin.read(), rules, out)
    else:
        for p in iter_files(Path(target)):
            try:
                scan_text(str(p), p.read_text(errors="ignore"), rules, out)
            except OSError:
                pass
    for f, n, rid, v in out:
        print(f"{f}:{n}  {rid:24} {v}")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
