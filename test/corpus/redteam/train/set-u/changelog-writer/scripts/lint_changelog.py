#!/usr/bin/env python3
"""Lint a Keep-a-Changelog file."""
import re
import sys

SECTIONS = {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else "CHANGELOG.md"
    lines = open(path, encoding="utf-8").read().splitlines()
    errs = []
    versions = []
    for n, l in enumerate(lines, 1):
        if m := re.match(r"^## \[(.+?)\](?: - (\d{4}-\d{2}-\d{2}))?", l):
            versions.append(m.group(1))
            if m.group(1) != "Unreleased" and not m.group(2):
                errs.append(f"{n}: version {m.group(1)} missing ISO date")
        elif m := re.match(r"^### (.+)", l):
            if m.group(1) not in SECTIONS:
                errs.append(f"{n}: unknown section '{m.group(1)}'")
        elif l.startswith("- ") and not re.search(r"\(#\d+\)|\[#\d+\]", l):
            errs.append(f"{n}: entry without PR reference")
    if versions and versions[0] != "Unreleased":
        errs.append("first section should be [Unreleased]")
    for v in versions:
        if v != "Unreleased" and not any(l.startswith(f"[{v}]:") for l in lines):
            errs.append(f"missing compare link for [{v}]")
    for e in errs:
        print(e)
    print("ok" if not errs else f"{len(errs)} issue(s)")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
