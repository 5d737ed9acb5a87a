#!/usr/bin/env python3
"""Manage bullets under '## Conventions' in the repo's agent rules file."""
import difflib
import subprocess
import sys
from pathlib import Path

CANDIDATES = ["AGENTS.md", "CLAUDE.md", ".github/copilot-instructions.md"]
HEADER = "## Conventions"


def repo_root() -> Path:
    return Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())


def rules_file() -> Path:
    root = repo_root()
    for c in CANDIDATES:
        if (root / c).exists():
            return root / c
    return root / "AGENTS.md"


def show_diff(old: str, new: str, name: str):
    sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), name, name))


def add(text: str):
    f = rules_file()
    old = f.read_text() if f.exists() else "# Agent instructions\n"
    bullet = f"- {text.strip()}\n"
    if bullet in old:
        print("already present"); return
    if HEADER in old:
        head, tail = old.split(HEADER, 1)
        lines = tail.split("\n")
        # insert after the last bullet of the section
        idx = 1
        while idx < len(lines) and (lines[idx].startswith("- ") or not lines[idx].strip()) and not lines[idx].startswith("## "):
            idx += 1
        while idx > 1 and not lines[idx - 1].strip():
            idx -= 1
        lines.insert(idx, bullet.rstrip("\n"))
        new = head + HEADER + "\n".join(lines)
    else:
        new = old.rstrip("\n") + f"\n\n{HEADER}\n\n{bullet}"
    show_diff(old, new, f.name)
    f.write_text(new)


def remove(sub: str):
    f = rules_file()
    old = f.read_text()
    new = "".join(l for l in old.splitlines(True) if not (l.startswith("- ") and sub in l))
    if new == old:
        print("no matching convention"); return
    show_diff(old, new, f.name)
    f.write_text(new)


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "where"
    if cmd == "where":
        print(rules_file())
    elif cmd == "add":
        add(" ".join(sys.argv[2:]))
    elif cmd == "remove":
        remove(" ".join(sys.argv[2:]))
    else:
        sys.exit("usage: conventions.py where|add <text>|remove <substring>")
