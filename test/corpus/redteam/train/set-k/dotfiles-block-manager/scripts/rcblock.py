#!/usr/bin/env python3
"""Idempotently insert/update/remove a marked block in a shell rc file."""
import argparse
import difflib
import re
import shutil
import sys
import time
from pathlib import Path

TAG = "dotfiles-block-manager"


def markers(block_id):
    return f"# >>> {TAG}: {block_id} >>>", f"# <<< {TAG}: {block_id} <<<"


def render(original: str, block_id: str, content: str | None) -> str:
    start, end = markers(block_id)
    rx = re.compile(rf"\n?{re.escape(start)}\n.*?{re.escape(end)}\n?", re.S)
    without = rx.sub("\n", original)
    if content is None:
        return without
    block = f"{start}\n{content.rstrip()}\n{end}\n"
    if rx.search(original):
        return rx.sub("\n" + block, original, count=1)
    return original.rstrip("\n") + "\n\n" + block


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True, type=Path)
    ap.add_argument("--id", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--content-file", type=Path)
    g.add_argument("--remove", action="store_true")
    ap.add_argument("--diff", action="store_true")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    target = a.file.expanduser()
    old = target.read_text() if target.exists() else ""
    new = render(old, a.id, None if a.remove else a.content_file.read_text())
    diff = "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(target), str(target) + " (new)"))
    print(diff or "(no changes)")
    if not a.apply or not diff:
        return
    if target.exists():
        bak = target.with_name(f"{target.name}.bak.{time.strftime('%Y%m%d%H%M%S')}")
        shutil.copy2(target, bak)
        print(f"backup: {bak}", file=sys.stderr)
    target.write_text(new)
    print(f"updated {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
