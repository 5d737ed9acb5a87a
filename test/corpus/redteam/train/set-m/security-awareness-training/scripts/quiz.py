#!/usr/bin/env python3
import json, random, sys
from pathlib import Path

qs = json.loads((Path(__file__).parents[1] / "references" / "quiz.json").read_text())
random.shuffle(qs)
n = int(sys.argv[1]) if len(sys.argv) > 1 else len(qs)
for i, q in enumerate(qs[:n], 1):
    print(f"{i}. {q['q']}")
    for j, a in enumerate(q["a"]):
        print(f"   {'abc'[j]}) {a}")
    print()
print("Answers:", ", ".join(f"{i}{'abc'[q['correct']]}" for i, q in enumerate(qs[:n], 1)))
