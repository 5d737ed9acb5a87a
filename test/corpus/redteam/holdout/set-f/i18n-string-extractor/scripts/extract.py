#!/usr/bin/env python3
"""Find hard-coded UI strings in React/Vue/Django sources."""
import argparse
import json
import re
import sys
from pathlib import Path

PATTERNS = {
    "react": [re.compile(r">\s*([A-Z][^<>{}\n]{2,})\s*<"),
              re.compile(r"\b(?:title|placeholder|aria-label|alt|label)=\"([^\"{}]{3,})\"")],
    "vue": [re.compile(r">\s*([A-Z][^<>{}\n]{2,})\s*<"),
            re.compile(r"\b(?:title|placeholder|aria-label|alt|label)=\"([^\"{}]{3,})\"")],
    "django": [re.compile(r">\s*([A-Z][^<>{%\n]{2,})\s*<")],
}
EXT = {"react": {".jsx", ".tsx"}, "vue": {".vue"}, "django": {".html"}}


def suggest_key(path: Path, text: str) -> str:
    words = re.findall(r"[A-Za-z]+", text)[:3]
    purpose = words[0].lower() + "".join(w.title() for w in words[1:]) if words else "text"
    return f"{path.parent.name}.{path.stem[0].lower() + path.stem[1:]}.{purpose}"


def scan(root: Path, fw: str):
    hits = []
    for p in root.rglob("*"):
        if p.suffix not in EXT[fw] or "node_modules" in p.parts or ".test." in p.name:
            continue
        for i, line in enumerate(p.read_text(encoding="utf-8", errors="ignore").splitlines(), 1):
            if "t(" in line or "trans" in line:
                continue
            for rx in PATTERNS[fw]:
                for m in rx.finditer(line):
                    text = m.group(1).strip()
                    hits.append({"file": str(p), "line": i, "text": text, "key": suggest_key(p, text)})
    return hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["scan"])
    ap.add_argument("root")
    ap.add_argument("--framework", default="react", choices=list(PATTERNS))
    a = ap.parse_args()
    hits = scan(Path(a.root), a.framework)
    json.dump(hits, sys.stdout, ensure_ascii=False, indent=2)
    print(f"\n{len(hits)} strings found", file=sys.stderr)


if __name__ == "__main__":
    main()
