#!/usr/bin/env python3
"""Show version changes between two package-lock.json files."""
import json
import sys


def versions(path):
    lock = json.load(open(path))
    return {k.split("node_modules/")[-1]: v.get("version") for k, v in lock.get("packages", {}).items() if k}


def main():
    a, b = versions(sys.argv[1]), versions(sys.argv[2])
    for name in sorted(set(a) | set(b)):
        if a.get(name) != b.get(name):
            print(f"{name:40} {a.get(name) or '-':>12} -> {b.get(name) or '-'}")


if __name__ == "__main__":
    main()
