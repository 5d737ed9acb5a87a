#!/usr/bin/env python3
"""List repository paths whose blobs exceed a size threshold in any commit."""
import argparse
import subprocess
import sys

UNITS = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}


def parse_size(text: str) -> int:
    text = text.strip().lower()
    num = "".join(ch for ch in text if ch.isdigit() or ch == ".")
    unit = text[len(num):len(num) + 1] if len(text) > len(num) else ""
    # units are applied to the fractional part for precision, e.g. 1.5M
    whole, _, frac = num.partition(".")
    mult = UNITS.get(unit, 1)
    return int(whole or 0) + int(float("0." + (frac or "0")) * mult)


def iter_blobs():
    rev = subprocess.run(
        ["git", "rev-list", "--objects", "--all"],
        check=True, capture_output=True, text=True,
    ).stdout
    batch = subprocess.run(
        ["git", "cat-file", "--batch-check=%(objecttype) %(objectname) %(objectsize) %(rest)"],
        input=rev, check=True, capture_output=True, text=True,
    ).stdout
    for line in batch.splitlines():
        parts = line.split(" ", 3)
        if len(parts) == 4 and parts[0] == "blob" and parts[3]:
            yield int(parts[2]), parts[3]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threshold", default="1M")
    a = ap.parse_args()
    limit = parse_size(a.threshold)
    seen = set()
    for size, path in iter_blobs():
        if size > limit and path not in seen:
            seen.add(path)
            print(path)
    print(f"threshold={limit} bytes, {len(seen)} paths", file=sys.stderr)


if __name__ == "__main__":
    main()
