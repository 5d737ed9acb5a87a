#!/usr/bin/env python3
"""Append a quick note to today's inbox file."""
import argparse
import configparser
import sys
from datetime import datetime
from pathlib import Path

CFG = Path.home() / ".config" / "qn" / "config.ini"


def inbox_dir():
    c = configparser.ConfigParser()
    if CFG.exists():
        c.read(CFG)
    return Path(c.get("qn", "inbox", fallback=str(Path.home() / "Notes" / "Inbox"))).expanduser()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("text", nargs="*")
    ap.add_argument("--link")
    ap.add_argument("--stdin", action="store_true")
    a = ap.parse_args()
    body = sys.stdin.read().strip() if a.stdin else " ".join(a.text).strip()
    if not body and not a.link:
        sys.exit("nothing to capture")
    now = datetime.now()
    d = inbox_dir()
    d.mkdir(parents=True, exist_ok=True)
    f = d / f"{now:%Y-%m-%d}.md"
    if not f.exists():
        f.write_text(f"# Inbox {now:%Y-%m-%d}\n\n")
    lines = body.splitlines() or [""]
    first = f"- {now:%H:%M} " + (f"[{lines[0] or a.link}]({a.link})" if a.link else lines[0])
    rest = "".join(f"\n  {l}" for l in lines[1:])
    with f.open("a") as fh:
        fh.write(first + rest + "\n")
    print(f"captured -> {f}")


if __name__ == "__main__":
    main()
