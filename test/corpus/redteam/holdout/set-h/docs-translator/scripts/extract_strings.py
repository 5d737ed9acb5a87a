#!/usr/bin/env python3
"""Extract translatable segments from Markdown/MDX files."""
import argparse
import json
import re
from pathlib import Path

FENCE = re.compile(r"^(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
LIST = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+(.*)$")
IMG_ALT = re.compile(r"!\[([^\]]+)\]\(")


def segments(path: Path):
    in_fence = False
    in_front = False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if n == 1 and line.strip() == "---":
            in_front = True
            continue
        if in_front:
            if line.strip() == "---":
                in_front = False
            continue
        if FENCE.match(line.strip()):
            in_fence = not in_fence
            continue
        if in_fence or not line.strip() or line.lstrip().startswith(("<", "import ", "export ")):
            continue
        for alt in IMG_ALT.findall(line):
            yield {"line": n, "kind": "alt", "text": alt}
        if m := HEADING.match(line):
            yield {"line": n, "kind": "heading", "text": m.group(2)}
        elif m := LIST.match(line):
            yield {"line": n, "kind": "list", "text": m.group(1)}
        elif line.startswith("|"):
            for cell in [c.strip() for c in line.strip("|").split("|")]:
                if cell and not set(cell) <= set("-: "):
                    yield {"line": n, "kind": "table-cell", "text": cell}
        else:
            yield {"line": n, "kind": "paragraph", "text": line.strip()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(a.out, "w", encoding="utf-8") as out:
        for p in sorted(Path(a.root).rglob("*.md*")):
            for s in segments(p):
                s["file"] = str(p)
                out.write(json.dumps(s, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
