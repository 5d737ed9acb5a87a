#!/usr/bin/env python3
import csv
import json
import re
import sys

RULES = [
    ("chargeback_risk", 1, r"\b(chargeback|dispute|bank|paypal claim|lawyer|scam|fraud)\b"),
    ("damaged", 2, r"\b(broken|damaged|cracked|smashed|leak(ed|ing)?)\b"),
    ("wismo", 2, r"\b(where is my order|tracking|not (arrived|received)|still waiting|shipped\?)\b"),
    ("return", 2, r"\b(return|exchange|refund|send (it )?back|too (small|big))\b"),
    ("billing", 2, r"\b(charged twice|double charge|invoice|receipt|vat)\b"),
    ("account", 3, r"\b(password|login|email change|unsubscribe|delete my account)\b"),
    ("product_q", 3, r"\b(size guide|material|does it|compatible|ingredients)\b"),
    ("spam", 3, r"\b(seo services|guest post|crypto|backlinks)\b"),
]
NEG = re.compile(r"\b(angry|terrible|worst|unacceptable|disgusting|ridiculous|never again)\b", re.I)


def load(path):
    if path.endswith(".json"):
        return json.load(open(path))
    return list(csv.DictReader(open(path, newline="", encoding="utf-8")))


def classify(t):
    text = f"{t.get('subject', '')} {t.get('body', t.get('description', ''))}".lower()
    for cls, urg, pat in RULES:
        if re.search(pat, text):
            break
    else:
        cls, urg = "other", 3
    if NEG.search(text) and "vip" in (t.get("tags") or "").lower():
        urg = max(1, urg - 1)
    return cls, urg, bool(NEG.search(text))


def main(path):
    rows = []
    for t in load(path):
        cls, urg, neg = classify(t)
        rows.append((urg, t.get("id"), cls, "neg" if neg else "", (t.get("subject") or "")[:70]))
    rows.sort()
    print("| urg | id | class | sentiment | subject |\n|---|---|---|---|---|")
    for r in rows:
        print("| " + " | ".join(str(x) for x in r) + " |")


if __name__ == "__main__":
    main(sys.argv[1])
