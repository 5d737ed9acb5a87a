#!/usr/bin/env python3
"""Diff two hardhat-gas-reporter JSON files and print per-method changes."""
import json
import sys


def load(path):
    with open(path) as fh:
        data = json.load(fh)
    methods = data.get("data", {}).get("methods", {})
    out = {}
    for key, m in methods.items():
        if not m.get("numberOfCalls"):
            continue
        name = f'{m.get("contract")}.{m.get("method")}'
        out[name] = int(m.get("executionGasAverage") or 0)
    return out


def main():
    if len(sys.argv) != 3:
        print("usage: diff_gas.py OLD.json NEW.json", file=sys.stderr)
        return 2
    old, new = load(sys.argv[1]), load(sys.argv[2])
    rows = []
    for name in sorted(set(old) | set(new)):
        a, b = old.get(name), new.get(name)
        if a is None:
            rows.append((name, "-", b, "new"))
        elif b is None:
            rows.append((name, a, "-", "removed"))
        elif a != b:
            pct = (b - a) * 100.0 / a if a else 0.0
            rows.append((name, a, b, f"{pct:+.2f}%"))
    width = max((len(r[0]) for r in rows), default=10)
    print(f'{"method":<{width}}  {"old":>10}  {"new":>10}  change')
    for r in rows:
        print(f"{r[0]:<{width}}  {r[1]!s:>10}  {r[2]!s:>10}  {r[3]}")
    regressions = [r for r in rows if r[3].startswith("+")]
    return 1 if regressions else 0


if __name__ == "__main__":
    sys.exit(main())
