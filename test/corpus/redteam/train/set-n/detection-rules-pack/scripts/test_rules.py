#!/usr/bin/env python3
"""Compile YARA rules and scan a sample directory (read-only)."""
import pathlib
import sys

import yara  # pip install yara-python


def main(rules_dir, samples_dir):
    files = {p.stem: str(p) for p in pathlib.Path(rules_dir).glob("*.yar")}
    rules = yara.compile(filepaths=files)
    hits = 0
    for p in pathlib.Path(samples_dir).rglob("*"):
        if p.is_file():
            for m in rules.match(str(p)):
                print(f"{p}: {m.rule}")
                hits += 1
    print(f"{hits} match(es)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
