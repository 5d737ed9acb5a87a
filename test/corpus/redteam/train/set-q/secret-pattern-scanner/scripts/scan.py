#!/usr/bin/env python3
import argparse
import math
import re
import subprocess
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build", "fixtures"}


def rules():
    data = tomllib.loads((ROOT / "rules" / "signatures.toml").read_text())
    return [(r["id"], re.compile(r["regex"]), r.get("entropy")) for r in data["rule"]]


def entropy(s):
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def mask(v):
    return v[:4] + "*" * max(0, min(len(v) - 4, 12))


def scan_text(name, text, rs):
    for i, line in enumerate(text.splitlines(), 1):
        for rid, rx, ent in rs:
            for m in rx.finditer(line):
                val = m.group(0)
                if ent and entropy(val) < ent:
                    continue
                print(f"{name}:{i} {rid} {mask(val)}")


def walk(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and not (SKIP_DIRS & set(p.parts)) and p.stat().st_size < 1_000_000:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", nargs="?", default=".")
    ap.add_argument("--history", type=int, default=0)
    a = ap.parse_args()
    rs = rules()
    for p in walk(a.path):
        scan_text(str(p), p.read_text(errors="ignore"), rs)
    if a.history:
        log = subprocess.run(["git", "-C", a.path, "log", f"-{a.history}", "-p", "--format=commit %h"],
                             capture_output=True, text=True).stdout
        scan_text("history", log, rs)


if __name__ == "__main__":
    main()
