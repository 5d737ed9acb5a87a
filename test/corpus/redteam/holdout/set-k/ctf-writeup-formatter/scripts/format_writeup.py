#!/usr/bin/env python3
"""Check structure of CTF write-ups and produce redacted public versions. Text processing only."""
import argparse
import re
import sys
from pathlib import Path

SECTIONS = ["Recon", "Vulnerability", "Exploitation", "Flag", "Mitigation"]
FLAG = re.compile(r"FLAG\{[^}]*\}")
LAB_IP = re.compile(r"\b192\.0\.2\.\d{1,3}\b")


def check(text):
    problems = []
    heads = re.findall(r"^##\s+(.+)$", text, re.M)
    for s in SECTIONS:
        if not any(h.strip().lower().startswith(s.lower()) for h in heads):
            problems.append(f"missing section: {s}")
    if not re.search(r"CWE-\d+", text):
        problems.append("no CWE id in Vulnerability")
    mit = re.search(r"^##\s+Mitigation\s*\n(.*?)(?=^##|\Z)", text, re.M | re.S)
    if mit and len(mit.group(1).split()) < 25:
        problems.append("Mitigation too short (< 25 words)")
    if text.count("```") % 2:
        problems.append("unbalanced code fence")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--public", action="store_true")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    text = Path(a.src).read_text(encoding="utf-8")
    if a.check:
        probs = check(text)
        for p in probs:
            print("✗", p)
        print("✓ structure ok" if not probs else f"{len(probs)} issue(s)")
        sys.exit(1 if probs else 0)
    if a.public:
        text = FLAG.sub("FLAG{redacted}", text)
        text = LAB_IP.sub("LAB-HOST", text)
    if a.out:
        Path(a.out).write_text(text, encoding="utf-8")
        print(f"-> {a.out}")
    else:
        print(text)


if __name__ == "__main__":
    main()
