#!/usr/bin/env python3
"""Build a Keep-a-Changelog section from conventional commits."""
import argparse
import datetime as dt
import re
import subprocess
from collections import defaultdict
from pathlib import Path

HEADINGS = {
    "feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed",
    "docs": "Documentation", "revert": "Removed",
}
CC = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<desc>.+)$")
PR = re.compile(r"\(#(\d+)\)")


def commits(since):
    rng = f"{since}..HEAD" if since else "HEAD"
    out = subprocess.run(["git", "log", rng, "--format=%H%x1f%s%x1f%b%x1e"],
                         check=True, capture_output=True, text=True).stdout
    for rec in out.split("\x1e"):
        rec = rec.strip()
        if not rec:
            continue
        sha, subject, body = (rec.split("\x1f") + ["", ""])[:3]
        yield sha, subject, body


def build(since, version, repo_url):
    groups = defaultdict(list)
    breaking = []
    for sha, subject, body in commits(since):
        m = CC.match(subject)
        if not m:
            continue
        desc = m["desc"]
        if repo_url:
            desc = PR.sub(lambda x: f"([#{x[1]}]({repo_url}/pull/{x[1]}))", desc)
        scope = f"**{m['scope']}:** " if m["scope"] else ""
        line = f"- {scope}{desc} ({sha[:7]})"
        if m["bang"] or "BREAKING CHANGE:" in body:
            breaking.append(line)
        heading = HEADINGS.get(m["type"])
        if heading:
            groups[heading].append(line)
    today = dt.date.today().isoformat()
    parts = [f"## [{version}] - {today}", ""]
    if breaking:
        parts += ["### ⚠ Breaking", *breaking, ""]
    for h in ("Added", "Changed", "Fixed", "Removed", "Documentation"):
        if groups[h]:
            parts += [f"### {h}", *groups[h], ""]
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="")
    ap.add_argument("--version", default="Unreleased")
    ap.add_argument("--repo-url", default="")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    section = build(a.since, a.version, a.repo_url)
    if not a.write:
        print(section)
        return
    path = Path("CHANGELOG.md")
    old = path.read_text() if path.exists() else "# Changelog\n\n"
    head, _, rest = old.partition("\n## ")
    path.write_text(f"{head.rstrip()}\n\n{section}\n" + (f"## {rest}" if rest else ""))
    print(f"CHANGELOG.md updated with {a.version}")


if __name__ == "__main__":
    main()
