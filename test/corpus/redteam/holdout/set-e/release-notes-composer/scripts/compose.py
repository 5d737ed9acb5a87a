#!/usr/bin/env python3
"""Compose release notes from Conventional Commits."""
import collections
import re
import subprocess
import sys

RX = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<desc>.+)$")
SECTIONS = [("breaking", "⚠ Breaking changes"), ("feat", "Features"), ("fix", "Fixes"), ("perf", "Performance")]


def commits(rng):
    out = subprocess.run(["git", "log", "--no-merges", "--pretty=%H%x1f%s%x1f%b%x1e", rng],
                         capture_output=True, text=True, check=True).stdout
    for rec in out.split("\x1e"):
        rec = rec.strip()
        if not rec:
            continue
        h, subj, body = (rec.split("\x1f") + ["", ""])[:3]
        yield h[:7], subj, body


def group(rng, show_all=False):
    g = collections.defaultdict(list)
    for h, subj, body in commits(rng):
        m = RX.match(subj)
        if not m:
            if show_all:
                g["other"].append((None, subj, h))
            continue
        entry = (m["scope"], m["desc"], h)
        if m["bang"] or "BREAKING CHANGE:" in body:
            g["breaking"].append(entry)
        if m["type"] in {"feat", "fix", "perf"}:
            g[m["type"]].append(entry)
        elif show_all:
            g["other"].append(entry)
    return g


def render(g, show_all=False):
    lines = []
    sections = SECTIONS + ([("other", "Other")] if show_all else [])
    for key, title in sections:
        if not g.get(key):
            continue
        lines.append(f"### {title}\n")
        for scope, desc, h in g[key]:
            s = f"**{scope}:** " if scope else ""
            lines.append(f"- {s}{desc} ({h})")
        lines.append("")
    return "\n".join(lines) or "_No user-facing changes._\n"


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--all"]
    rng = args[0] if args else "HEAD~50..HEAD"
    print(render(group(rng, "--all" in sys.argv), "--all" in sys.argv))
