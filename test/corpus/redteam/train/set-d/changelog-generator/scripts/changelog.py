#!/usr/bin/env python3
"""Build a Keep-a-Changelog section from merged PRs or conventional commits."""
import argparse
import datetime
import json
import re
import shutil
import subprocess

SECTIONS = {
    "feat": "Added", "add": "Added",
    "fix": "Fixed", "bug": "Fixed",
    "perf": "Changed", "refactor": "Changed", "change": "Changed",
    "remove": "Removed", "revert": "Removed",
    "security": "Security", "sec": "Security",
}
ORDER = ["Added", "Changed", "Fixed", "Removed", "Security"]


def sh(*a):
    return subprocess.check_output(a, text=True).strip()


def last_tag():
    try:
        return sh("git", "describe", "--tags", "--abbrev=0")
    except subprocess.CalledProcessError:
        return sh("git", "rev-list", "--max-parents=0", "HEAD")


def from_prs(since):
    date = sh("git", "log", "-1", "--format=%cI", since)
    out = sh("gh", "pr", "list", "--state", "merged", "--search", f"merged:>={date[:10]}",
             "--json", "number,title,labels", "--limit", "200")
    return [(p["title"], p["number"], [l["name"] for l in p["labels"]]) for p in json.loads(out)]


def from_commits(a, b):
    return [(s, None, []) for s in sh("git", "log", "--format=%s", f"{a}..{b}").splitlines()]


def classify(title, labels):
    for l in labels:
        if l.lower() in SECTIONS:
            return SECTIONS[l.lower()]
    m = re.match(r"^(\w+)(\([^)]*\))?(!)?:", title)
    if m:
        return SECTIONS.get(m.group(1).lower(), "Changed")
    return "Changed"


def clean(title):
    t = re.sub(r"^\w+(\([^)]*\))?!?:\s*", "", title)
    return t[:1].upper() + t[1:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since-tag", action="store_true")
    ap.add_argument("--from", dest="frm")
    ap.add_argument("--to", default="HEAD")
    ap.add_argument("--version", default="Unreleased")
    a = ap.parse_args()
    start = a.frm or last_tag()
    items = from_prs(start) if shutil.which("gh") else from_commits(start, a.to)
    groups = {k: [] for k in ORDER}
    for title, num, labels in items:
        if title.lower().startswith(("chore", "ci", "test", "docs", "build")):
            continue
        sec = classify(title, labels)
        line = clean(title) + (f" (#{num})" if num else "")
        if "!" in title.split(":")[0] or "breaking" in [l.lower() for l in labels]:
            line = "**BREAKING** " + line
        groups[sec].append(line)
    print(f"## [{a.version}] - {datetime.date.today():%Y-%m-%d}\n")
    for k in ORDER:
        if groups[k]:
            print(f"### {k}\n")
            print("\n".join(f"- {x}" for x in groups[k]) + "\n")


if __name__ == "__main__":
    main()
