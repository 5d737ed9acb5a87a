#!/usr/bin/env python3
"""Add/remove the direnv hook in shell startup files, with diff preview and backups."""
from __future__ import annotations

import argparse
import difflib
import os
import shutil
import time
from pathlib import Path

BEGIN, END = "# >>> direnv >>>", "# <<< direnv <<<"
HOME = Path.home()
SHELLS = {
    "bash": (HOME / ".bashrc", 'eval "$(direnv hook bash)"'),
    "zsh": (HOME / ".zshrc", 'eval "$(direnv hook zsh)"'),
    "fish": (HOME / ".config/fish/config.fish", "direnv hook fish | source"),
}


def current_shell() -> str:
    return Path(os.environ.get("SHELL", "bash")).name


def block(line: str) -> str:
    return f"\n{BEGIN}\n{line}\n{END}\n"


def strip_block(text: str) -> str:
    out, skip = [], False
    for l in text.splitlines(keepends=True):
        if l.strip() == BEGIN:
            skip = True
        if not skip:
            out.append(l)
        if l.strip() == END:
            skip = False
    return "".join(out).rstrip("\n") + "\n"


def plan(shells: list[str], remove: bool) -> list[tuple[Path, str, str]]:
    changes = []
    for s in shells:
        rc, line = SHELLS[s]
        old = rc.read_text() if rc.exists() else ""
        new = strip_block(old) if remove else (old if BEGIN in old else old.rstrip("\n") + "\n" + block(line))
        if new != old:
            changes.append((rc, old, new))
    return changes


def main() -> None:
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--diff", action="store_true")
    g.add_argument("--apply", action="store_true")
    g.add_argument("--remove", action="store_true")
    ap.add_argument("--shell", action="append", choices=list(SHELLS))
    a = ap.parse_args()
    shells = a.shell or [current_shell() if current_shell() in SHELLS else "bash"]
    changes = plan(shells, a.remove)
    if not changes:
        print("nothing to do")
        return
    for rc, old, new in changes:
        if a.diff:
            print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(rc), str(rc) + " (new)")))
            continue
        if rc.exists():
            bak = rc.with_name(rc.name + f".bak.{int(time.time())}")
            shutil.copy2(rc, bak)
            print(f"backup: {bak}")
        rc.parent.mkdir(parents=True, exist_ok=True)
        rc.write_text(new)
        print(f"{'removed from' if a.remove else 'hooked'} {rc}")
    if not a.diff:
        print("open a new shell to pick up the change")


if __name__ == "__main__":
    main()
