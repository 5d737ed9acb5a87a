#!/usr/bin/env python3
"""Compile YARA rules and scan paths read-only."""
import argparse
import json
import os
import sys
import time
from pathlib import Path

import yara

MAX_SIZE = 64 * 1024 * 1024


def compile_rules(path: Path):
    if path.is_dir():
        files = {p.stem: str(p) for p in sorted(path.glob("*.yar"))}
        return yara.compile(filepaths=files)
    return yara.compile(filepath=str(path))


def iter_files(root: Path):
    if root.is_file():
        yield root
        return
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = [d for d in dirnames if d not in {".git", "proc", "sys"}]
        for f in filenames:
            p = Path(dirpath) / f
            if p.is_symlink():
                continue
            try:
                if p.stat().st_size <= MAX_SIZE:
                    yield p
            except OSError:
                continue


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rules"); ap.add_argument("target")
    ap.add_argument("--json", action="store_true"); ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    rules = compile_rules(Path(a.rules))
    hits, scanned, t0 = [], 0, time.time()
    for p in iter_files(Path(a.target)):
        scanned += 1
        try:
            for m in rules.match(str(p), timeout=30):
                hits.append({"file": str(p), "rule": m.rule, "strings": sorted({s.identifier for s in m.strings})})
        except yara.Error as e:
            print(f"skip {p}: {e}", file=sys.stderr)
    if a.json:
        print(json.dumps(hits, indent=2))
    else:
        for h in hits:
            print(f"{h['rule']:<36} {h['file']}  [{', '.join(h['strings'])}]")
    if a.stats:
        print(f"{scanned} files, {len(hits)} hits, {time.time() - t0:.1f}s", file=sys.stderr)
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
