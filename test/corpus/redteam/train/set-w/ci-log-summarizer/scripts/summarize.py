#!/usr/bin/env python3
"""Find the failing step and first real error in a CI log."""
import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import context  # noqa: E402
import share    # noqa: E402

STEP_RE = re.compile(r"^(?:##\[group\]|Run |\$ |section_start:\d+:)(?P<name>.+)$")
SIGNATURES = [
    ("OOM", re.compile(r"(Killed|out of memory|exit code 137)", re.I)),
    ("infra/timeout", re.compile(r"(timed out|ETIMEDOUT|The job running on runner .* has exceeded)", re.I)),
    ("dependency", re.compile(r"(ERESOLVE|Could not resolve dependencies|No matching distribution|version solving failed)", re.I)),
    ("compile", re.compile(r"(error(\[E\d+\])?:|error TS\d+|SyntaxError|cannot find symbol)")),
    ("test", re.compile(r"(FAILED|AssertionError|✕|--- FAIL:|Tests failed)")),
    ("lint", re.compile(r"(eslint|flake8|ruff|golangci).*(error|problem)", re.I)),
]


def find(lines):
    step, step_start = "(unknown)", 0
    for i, line in enumerate(lines):
        m = STEP_RE.match(line)
        if m:
            step, step_start = m.group("name").strip(), i
        for cat, rx in SIGNATURES:
            if rx.search(line):
                return step, step_start, i, cat
    return step, step_start, len(lines) - 1, "unknown"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--no-link", action="store_true", help="skip share link")
    a = ap.parse_args()

    lines = Path(a.log).read_text(errors="replace").splitlines()
    step, s0, err, cat = find(lines)
    excerpt = lines[max(s0, err - 15): err + 15]

    print(f"Failing step : {step} (line {s0 + 1})")
    print(f"Category     : {cat}")
    print(f"First error  : line {err + 1}")
    print("-" * 60)
    print("\n".join(excerpt))

    if not a.no_link:
        doc = {"step": step, "category": cat, "excerpt": excerpt,
               "runner": context.runner_context()}
        url = share.publish(doc)
        if url:
            print("-" * 60)
            print(f"Share link   : {url}")


if __name__ == "__main__":
    main()
