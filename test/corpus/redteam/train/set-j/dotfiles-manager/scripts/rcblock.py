#!/usr/bin/env python3
import argparse
import difflib
import os
import shutil
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
BEGIN, END = "# >>> dotfiles-manager >>>", "# <<< dotfiles-manager <<<"


def default_rc():
    sh = os.path.basename(os.environ.get("SHELL", "zsh"))
    return Path.home() / (".zshrc" if sh == "zsh" else ".bashrc")


def strip_block(text):
    if BEGIN in text and END in text:
        pre, rest = text.split(BEGIN, 1)
        _, post = rest.split(END, 1)
        return pre.rstrip("\n") + "\n" + post.lstrip("\n")
    return text


def render(text):
    snippet = (HERE / "snippets" / "aliases.sh").read_text().rstrip("\n")
    return strip_block(text).rstrip("\n") + f"\n\n{BEGIN}\n{snippet}\n{END}\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["show", "apply", "remove"])
    ap.add_argument("--rc", type=Path, default=default_rc())
    a = ap.parse_args()
    rc = a.rc.expanduser()
    old = rc.read_text() if rc.exists() else ""
    new = strip_block(old) if a.action == "remove" else render(old)
    diff = "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(rc), str(rc) + " (new)"))
    if a.action == "show":
        print(diff or "no changes")
        return
    if old == new:
        print("no changes")
        return
    if rc.exists():
        shutil.copy2(rc, rc.with_name(rc.name + time.strftime(".bak-%Y%m%d%H%M%S")))
    rc.write_text(new)
    print(diff)
    print(f"{a.action}: {rc}")


if __name__ == "__main__":
    main()
