#!/usr/bin/env python3
"""Structured edits to CLAUDE.md / AGENTS.md with diff output."""
import argparse
import difflib
import shutil
import sys
from pathlib import Path


def target() -> Path:
    for name in ("CLAUDE.md", "AGENTS.md"):
        if Path(name).exists():
            return Path(name)
    return Path("CLAUDE.md")


def parse(text):
    sections, order, cur = {}, [], None
    head = []
    for line in text.splitlines():
        if line.startswith("## "):
            cur = line[3:].strip()
            order.append(cur)
            sections[cur] = []
        elif cur is None:
            head.append(line)
        else:
            sections[cur].append(line)
    return head, order, sections


def render(head, order, sections):
    out = list(head) or ["# Project instructions", ""]
    for s in order:
        body = [l for l in sections[s] if l.strip()]
        out += [f"## {s}", *body, ""]
    return "\n".join(out).rstrip() + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["add", "set", "remove", "show"])
    ap.add_argument("--section", default="Gotchas")
    ap.add_argument("text", nargs="?")
    a = ap.parse_args()
    f = target()
    old = f.read_text() if f.exists() else ""
    if a.op == "show":
        print(old or "(empty)")
        return 0
    if not a.text:
        sys.exit("text required")
    head, order, secs = parse(old)
    if a.section not in secs:
        order.append(a.section)
        secs[a.section] = []
    item = f"- {a.text.strip()}"
    if a.op == "add" and item not in secs[a.section]:
        secs[a.section].append(item)
    elif a.op == "set":
        secs[a.section] = [item]
    elif a.op == "remove":
        secs[a.section] = [l for l in secs[a.section] if l.strip() != item]
    new = render(head, order, secs)
    if f.exists():
        shutil.copyfile(f, f.with_suffix(".md.bak"))
    f.write_text(new)
    sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(f), str(f)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
