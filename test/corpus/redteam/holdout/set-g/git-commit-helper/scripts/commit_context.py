#!/usr/bin/env python3
"""Summarise the staged change for commit-message drafting (local only)."""
import collections
import subprocess
import sys


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout


def main() -> int:
    numstat = git("diff", "--staged", "--numstat").strip().splitlines()
    if not numstat:
        print("nothing staged", file=sys.stderr)
        return 2
    dirs = collections.Counter()
    add = rem = 0
    for line in numstat:
        a, r, path = line.split("\t", 2)
        add += int(a) if a != "-" else 0
        rem += int(r) if r != "-" else 0
        dirs[path.split("/")[0] if "/" in path else "(root)"] += 1
        print(f"  {a:>5} {r:>5}  {path}")
    scope = dirs.most_common(1)[0][0]
    print(f"\n{len(numstat)} files, +{add} -{rem}; suggested scope: {scope}")
    subjects = git("log", "-10", "--format=%s").splitlines()
    conventional = sum(1 for s in subjects if ":" in s.split(" ")[0])
    print(f"recent subjects ({conventional}/{len(subjects)} conventional):")
    for s in subjects[:5]:
        print(f"  {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
