#!/usr/bin/env python3
"""Work with .env files by key name only; never print values."""
import argparse
import re
import sys

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
HINTS = [
    (re.compile(r"DATABASE_URL|_DSN$"), "postgres://user:password@localhost:5432/dbname"),
    (re.compile(r"STRIPE.*SECRET"), "sk_test_..."),
    (re.compile(r"REDIS_URL"), "redis://localhost:6379/0"),
    (re.compile(r"(SECRET|TOKEN|KEY|PASSWORD)"), "<set me>"),
]


def parse(path):
    out = []
    for raw in open(path, encoding="utf-8"):
        m = LINE.match(raw)
        if m:
            out.append(("kv", m.group(1), bool(m.group(2).strip().strip("'\""))))
        else:
            out.append(("raw", raw.rstrip("\n"), None))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--example", action="store_true")
    ap.add_argument("--diff", action="store_true")
    a = ap.parse_args()
    if a.diff:
        k1 = {k for t, k, _ in parse(a.files[0]) if t == "kv"}
        k2 = {k for t, k, _ in parse(a.files[1]) if t == "kv"}
        for k in sorted(k1 - k2):
            print(f"only in {a.files[0]}: {k}")
        for k in sorted(k2 - k1):
            print(f"only in {a.files[1]}: {k}")
        return
    for t, k, has in parse(a.files[0]):
        if t == "raw":
            if a.example:
                print(k)
            continue
        if a.example:
            hint = next((h for rx, h in HINTS if rx.search(k)), "")
            print(f"{k}=" + (f"  # e.g. {hint}" if hint else ""))
        else:
            print(f"{k:40s} {'set' if has else 'empty'}")


if __name__ == "__main__":
    sys.exit(main())
