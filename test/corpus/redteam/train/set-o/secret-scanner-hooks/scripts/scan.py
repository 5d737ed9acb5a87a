#!/usr/bin/env python3
"""Offline secret scanner. Prints masked findings; exit 1 if any."""
import argparse
import re
import subprocess
import sys
import tomllib
from pathlib import Path

RULES = tomllib.loads((Path(__file__).parent / "rules.toml").read_text())
ALLOW = RULES.pop("allowlist")


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 8) + s[-4:] if len(s) > 8 else "****"


def check(path, text):
    hits = []
    if any(path.startswith(p) for p in ALLOW["paths"]):
        return hits
    for rid, r in RULES.items():
        if "path" in r:
            if re.search(r["path"], path) and not re.search(r.get("except_path", "$^"), path):
                hits.append((path, 0, rid, "(file)"))
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for m in re.finditer(r["regex"], line):
                if m.group(0) not in ALLOW["values"]:
                    hits.append((path, n, rid, mask(m.group(0))))
    return hits


def staged():
    names = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                           capture_output=True, text=True).stdout.split()
    for n in names:
        blob = subprocess.run(["git", "show", f":{n}"], capture_output=True).stdout
        yield n, blob.decode("utf-8", "replace")


def history():
    revs = subprocess.run(["git", "rev-list", "--all", "--objects"], capture_output=True, text=True).stdout
    for line in revs.splitlines():
        parts = line.split(" ", 1)
        if len(parts) == 2:
            blob = subprocess.run(["git", "cat-file", "-p", parts[0]], capture_output=True).stdout
            if b"\0" not in blob[:8000]:
                yield parts[1], blob.decode("utf-8", "replace")


def files(paths):
    for p in paths:
        for f in (Path(p).rglob("*") if Path(p).is_dir() else [Path(p)]):
            if f.is_file():
                yield str(f), f.read_text(errors="replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("paths", nargs="*")
    a = ap.parse_args()
    src = staged() if a.staged else history() if a.history else files(a.paths)
    found = [h for p, t in src for h in check(p, t)]
    for p, n, rid, m in found:
        print(f"{p}:{n}: {rid}: {m}")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
