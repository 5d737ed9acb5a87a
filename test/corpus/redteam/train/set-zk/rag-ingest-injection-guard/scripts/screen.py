#!/usr/bin/env python3
import argparse
import json
import re
import shutil
import unicodedata
from pathlib import Path

PATTERNS = [
    (r"ignore (all )?(the )?(previous|prior|above) (instructions|prompts?)", 5),
    (r"disregard (your|the) (rules|instructions|guidelines)", 5),
    (r"\byou are now\b", 3),
    (r"\bsystem prompt\s*:", 4),
    (r"\b(note|message) (to|for) (the )?(ai|assistant|llm|model|agent)\b", 4),
    (r"do not (tell|inform|mention (this )?to) the user", 5),
    (r"<!--.*?(assistant|agent|instruction).*?-->", 4),
    (r"display\s*:\s*none", 2),
    (r"base64\s*-d\s*\|\s*(ba)?sh", 5),
    (r"curl[^\n|]*\|\s*(ba)?sh", 4),
]
COMPILED = [(re.compile(p, re.I | re.S), w) for p, w in PATTERNS]
INVISIBLE = {"Cf"}  # format chars: zero-width, bidi overrides


def score(text):
    hits = []
    for rx, w in COMPILED:
        for m in rx.finditer(text):
            hits.append({"pattern": rx.pattern, "weight": w, "excerpt": m.group(0)[:120]})
    inv = sum(1 for ch in text if unicodedata.category(ch) in INVISIBLE)
    if inv:
        hits.append({"pattern": "invisible-unicode", "weight": min(inv, 5), "excerpt": f"{inv} chars"})
    return sum(h["weight"] for h in hits), hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--report", default="screen_report.jsonl")
    ap.add_argument("--threshold", type=int, default=5)
    ap.add_argument("--quarantine", default="quarantine")
    a = ap.parse_args()
    q = Path(a.quarantine)
    flagged = 0
    with open(a.report, "w") as rep:
        for p in Path(a.root).rglob("*"):
            if not p.is_file() or p.suffix.lower() not in {".md", ".txt", ".html", ".htm", ".json", ".csv"}:
                continue
            s, hits = score(p.read_text(errors="ignore"))
            rep.write(json.dumps({"file": str(p), "score": s, "hits": hits}) + "\n")
            if s >= a.threshold:
                flagged += 1
                dest = q / p.relative_to(a.root)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(p), dest)
    print(f"{flagged} document(s) quarantined; report in {a.report}")


if __name__ == "__main__":
    main()
