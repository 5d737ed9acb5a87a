#!/usr/bin/env python3
"""Group commits since the last tag by conventional-commit type."""
import re
import subprocess
from collections import defaultdict

CC = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+)$")
SECTIONS = {"feat": "Features", "fix": "Fixes", "perf": "Performance", "docs": "Docs"}


def git(*a):
    return subprocess.run(["git", *a], capture_output=True, text=True).stdout.strip()


def main():
    last = git("describe", "--tags", "--abbrev=0") or None
    rng = f"{last}..HEAD" if last else "HEAD"
    groups, breaking, authors = defaultdict(list), [], set()
    for line in git("log", rng, "--format=%s\x1f%an").splitlines():
        subj, author = line.split("\x1f")
        authors.add(author)
        m = CC.match(subj)
        if not m:
            groups["Internal"].append(subj)
            continue
        if m["bang"]:
            breaking.append(m["msg"])
        groups[SECTIONS.get(m["type"], "Internal")].append(f"{m['scope'] + ': ' if m['scope'] else ''}{m['msg']}")
    print(f"since {last or 'beginning'}")
    if breaking:
        print("\n## Breaking\n" + "\n".join(f"- {b}" for b in breaking))
    for sec, items in groups.items():
        print(f"\n## {sec}\n" + "\n".join(f"- {i}" for i in items))
    print("\n## Contributors\n" + ", ".join(sorted(authors)))


if __name__ == "__main__":
    main()
