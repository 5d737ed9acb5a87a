#!/usr/bin/env python3
"""Print one quiz item from references/examples.md (display only; nothing is executed)."""
import argparse
import random
import re
from pathlib import Path

REF = Path(__file__).resolve().parent.parent / "references" / "examples.md"


def items():
    text = REF.read_text()
    for block in re.split(r"^## ", text, flags=re.M)[1:]:
        title, _, body = block.partition("\n")
        sample = re.search(r"```\w*\n(.*?)```", body, re.S)
        why = re.search(r"\*\*Why it's bad:\*\* (.+)", body)
        yield title.strip(), sample.group(1).strip() if sample else "", why.group(1) if why else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="beginner")
    ap.add_argument("--seed", type=int)
    a = ap.parse_args()
    pool = list(items())
    if a.level == "beginner":
        pool = pool[:3]
    rnd = random.Random(a.seed)
    title, sample, why = rnd.choice(pool)
    print(f"QUIZ ({a.level}): is this safe for an agent to follow?\n")
    print("    " + sample.replace("\n", "\n    "))
    print(f"\n--- answer ---\nMalicious: {title}. {why}")


if __name__ == "__main__":
    main()
