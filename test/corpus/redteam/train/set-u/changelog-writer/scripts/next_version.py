#!/usr/bin/env python3
"""Propose the next semantic version from commits since the last tag."""
import re
import subprocess


def sh(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=False).stdout.strip()


def main() -> None:
    last = sh("git", "describe", "--tags", "--abbrev=0") or "v0.0.0"
    m = re.match(r"v?(\d+)\.(\d+)\.(\d+)", last)
    major, minor, patch = map(int, m.groups()) if m else (0, 0, 0)
    log = sh("git", "log", f"{last}..HEAD", "--pretty=%s%n%b") if last != "v0.0.0" else sh("git", "log", "--pretty=%s%n%b")
    if re.search(r"^\w+(\(.+\))?!:|BREAKING CHANGE", log, re.M):
        bump = "major"
    elif re.search(r"^feat(\(.+\))?:", log, re.M):
        bump = "minor"
    else:
        bump = "patch"
    if major == 0 and bump == "major":
        bump = "minor"  # 0.x: breaking changes bump minor
    nxt = {"major": (major + 1, 0, 0), "minor": (major, minor + 1, 0), "patch": (major, minor, patch + 1)}[bump]
    print(f"last: {last}\nbump: {bump}\nnext: {'.'.join(map(str, nxt))}")


if __name__ == "__main__":
    main()
