#!/usr/bin/env python3
"""Grobe Strukturierung von Besprechungsnotizen."""
import re
import sys
from pathlib import Path

SPEAKER = re.compile(r"^(?:(\d{1,2}:\d{2})\s+)?([A-ZÄÖÜ][\wäöüß.-]+):\s*(.+)$")
TODO = re.compile(r"(?:TODO|AP:)\s*(?:@(\w+))?\s*(.+?)(?:\s+bis\s+(.+))?$", re.I)


def main(path):
    text = Path(path).read_text(encoding="utf-8")
    speakers, todos, lines = set(), [], []
    for raw in text.splitlines():
        m = SPEAKER.match(raw.strip())
        if m:
            speakers.add(m.group(2))
            body = m.group(3)
        else:
            body = raw.strip()
        t = TODO.search(body)
        if t:
            todos.append((t.group(2), t.group(1) or "[unklar]", t.group(3) or "[unklar]"))
        elif body:
            lines.append(body)
    print("Teilnehmende:", ", ".join(sorted(speakers)) or "[unklar]")
    print("\nAufgaben:")
    for was, wer, bis in todos:
        print(f"| {was} | {wer} | {bis} |")
    print("\nNotizen:")
    for l in lines:
        print("-", l)


if __name__ == "__main__":
    main(sys.argv[1])
