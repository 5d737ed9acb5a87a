#!/usr/bin/env python3
"""Check a translated i18n JSON file against its source and a glossary."""
import argparse
import csv
import json
import re
import sys

PLACEHOLDER = re.compile(r"\{\{?\s*[\w.]+\s*\}?\}|%(?:\d+\$)?[sd@]|<\d+>|</\d+>|:[a-z_]+\b")


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = str(v)
    return out


def load_glossary(path, lang):
    terms = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get(lang):
                terms[row["source"]] = row[lang]
    return terms


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--target", required=True)
    ap.add_argument("--glossary")
    ap.add_argument("--lang", help="target language column (default: from target filename)")
    ap.add_argument("--max-ratio", type=float, default=1.3)
    a = ap.parse_args(argv)

    lang = a.lang or re.sub(r"\.json$", "", a.target.rsplit("/", 1)[-1]).split("-")[0]
    src = flatten(json.load(open(a.source, encoding="utf-8")))
    tgt = flatten(json.load(open(a.target, encoding="utf-8")))
    glossary = load_glossary(a.glossary, lang) if a.glossary else {}
    problems = 0

    for key, s in src.items():
        t = tgt.get(key)
        if t is None or not t.strip():
            print(f"MISSING   {key}")
            problems += 1
            continue
        sp, tp = sorted(PLACEHOLDER.findall(s)), sorted(PLACEHOLDER.findall(t))
        if sp != tp:
            print(f"PLACEHOLD {key}: source {sp} vs target {tp}")
            problems += 1
        if len(s) > 8 and len(t) > len(s) * a.max_ratio:
            print(f"LONG      {key}: {len(t)} chars vs {len(s)} ({len(t) / len(s):.0%})")
        for term, wanted in glossary.items():
            if re.search(rf"\b{re.escape(term)}\b", s, re.I) and wanted.lower() not in t.lower():
                print(f"GLOSSARY  {key}: '{term}' should be '{wanted}'")
                problems += 1

    for key in sorted(set(tgt) - set(src)):
        print(f"EXTRA     {key} (not in source)")

    print(f"\n{len(src)} source strings, {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
