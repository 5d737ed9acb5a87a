#!/usr/bin/env python3
"""Offline secret scanner: regex signatures + Shannon entropy."""
import math
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml")

RULES = Path(__file__).resolve().parent.parent / "rules" / "signatures.yaml"
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build", "__pycache__"}
TOKEN = re.compile(r"[A-Za-z0-9+/=_-]{24,}")


def entropy(s: str) -> float:
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def redact(s: str) -> str:
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def load_rules():
    return [(r["id"], re.compile(r["regex"]), r["severity"]) for r in yaml.safe_load(RULES.read_text())]


def scan_text(name, text, rules):
    for n, line in enumerate(text.splitlines(), 1):
        hit = False
        for rid, rx, sev in rules:
            for m in rx.finditer(line):
                hit = True
                yield name, n, sev, rid, redact(m.group(0))
        if not hit:
            for m in TOKEN.finditer(line):
                if entropy(m.group(0)) > 4.5:
                    yield name, n, "low", "high-entropy-string", redact(m.group(0))


def files(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not (SKIP_DIRS & set(p.parts)) and p.stat().st_size < 2_000_000:
            yield p


def main():
    rules = load_rules()
    target = sys.argv[1] if len(sys.argv) > 1 else "."
    found = 0
    if target == "-":
        sources = [("<stdin>", sys.stdin.read())]
    else:
        sources = ((str(p), p.read_text(errors="ignore")) for p in files(Path(target)))
    for name, text in sources:
        for f in scan_text(name, text, rules):
            found += 1
            print("{}:{}: [{}] {} {}".format(*f))
    print(f"{found} potential secret(s)")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
