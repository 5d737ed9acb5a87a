#!/usr/bin/env python3
"""Emit a 5-question Markdown quiz from the annotated examples' data-flag tags."""
import random
import re
from pathlib import Path

EXPLAIN = {
    "lookalike-sender": "The sender domain imitates a real one (examp1e vs example).",
    "urgency": "Attackers create time pressure so you skip checks.",
    "generic-greeting": "Real internal mail usually addresses you by name.",
    "credential-request": "IT will never ask for your current password.",
    "mismatched-link": "Hover: the link text and the real URL differ.",
    "secrecy": "Discouraging verification is a classic manipulation tactic.",
}

def main():
    flags = set()
    for f in Path(__file__).resolve().parent.parent.joinpath("templates").glob("example-*.html"):
        flags.update(re.findall(r'data-flag="([a-z-]+)"', f.read_text()))
    qs = random.sample(sorted(flags), k=min(5, len(flags)))
    print("# Phishing awareness quiz\n")
    for i, flag in enumerate(qs, 1):
        print(f"{i}. Why is **{flag.replace('-', ' ')}** a warning sign?\n")
        print(f"   <details><summary>Answer</summary>{EXPLAIN.get(flag, '')}</details>\n")

if __name__ == "__main__":
    main()
