#!/usr/bin/env python3
import argparse
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LIMITS = {"email_subject": 60, "google_headline": 30, "google_description": 90, "meta_primary": 125, "x": 280}
SPAM = ["free!!!", "click here", "earn $", "cash bonus", "winner", "urgent", "$$$"]


def banned():
    path = os.path.join(HERE, "..", "rules", "banned.txt")
    return [l.strip().lower() for l in open(path) if l.strip() and not l.startswith("#")]


def syllables(word):
    word = word.lower()
    groups = re.findall(r"[aeiouy]+", word)
    n = len(groups) - (1 if word.endswith("e") and len(groups) > 1 else 0)
    return max(n, 1)


def flesch(text):
    sents = max(len(re.findall(r"[.!?]+", text)), 1)
    words = re.findall(r"[A-Za-z']+", text)
    if not words:
        return 100
    syl = sum(syllables(w) for w in words)
    return 206.835 - 1.015 * (len(words) / sents) - 84.6 * (syl / len(words))


def lint(path, channel):
    text = open(path, encoding="utf-8").read()
    low = text.lower()
    issues = []
    for b in banned():
        if b in low:
            issues.append(f"banned claim: '{b}'")
    for s in SPAM:
        if s in low:
            issues.append(f"spam trigger: '{s}'")
    score = flesch(text)
    if score < 50:
        issues.append(f"reading ease {score:.0f} (<50, too complex)")
    if channel == "email":
        m = re.search(r"^subject:\s*(.+)$", text, re.I | re.M)
        if m and len(m.group(1)) > LIMITS["email_subject"]:
            issues.append(f"subject {len(m.group(1))} chars (>{LIMITS['email_subject']})")
    if not re.search(r"\[(.+?)\]\((https?://.+?)\)|<a\s", text):
        issues.append("no CTA link found")
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--channel", default="email")
    a = ap.parse_args()
    bad = 0
    for pattern in a.files:
        for f in glob.glob(pattern):
            issues = lint(f, a.channel)
            for i in issues:
                print(f"{f}: {i}")
            bad += bool(issues)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
