#!/usr/bin/env python3
"""Segmentation, application de glossaire et contrôle qualité pour traductions juridiques.

La traduction elle-même est faite par l'assistant ; ce script prépare le tableau
bilingue et vérifie la cohérence (nombres, termes du glossaire).
"""
import argparse
import csv
import re
import sys
from pathlib import Path

NUM = re.compile(r"\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?")


def segments(text):
    parts = re.split(r"(?<=[.;:])\s+(?=[A-ZÉÈÀÂÎÔÛÄÖÜ0-9«(])", text)
    return [p.strip() for p in parts if p.strip()]


def load_glossary(path):
    with open(path, encoding="utf-8") as fh:
        return [(r["source"], r["cible"]) for r in csv.DictReader(fh, delimiter="\t")]


def read_source(path):
    p = Path(path)
    if p.suffix == ".docx":
        try:
            import docx  # python-docx
        except ImportError:
            sys.exit("pip install python-docx")
        return "\n".join(par.text for par in docx.Document(p).paragraphs)
    return p.read_text(encoding="utf-8")


def normalise_num(n):
    return re.sub(r"[.,\s]", "", n)


def qa(md_path):
    issues = 0
    for i, line in enumerate(Path(md_path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("|") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) < 3:
            continue
        _, src, tgt = cells[:3]
        if src and not tgt:
            print(f"l.{i}: segment cible vide"); issues += 1
        a = sorted(normalise_num(n) for n in NUM.findall(src))
        b = sorted(normalise_num(n) for n in NUM.findall(tgt))
        if a != b:
            print(f"l.{i}: nombres divergents {a} ≠ {b}"); issues += 1
    print("QA :", "aucune anomalie" if not issues else f"{issues} anomalie(s)")
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source", nargs="?")
    ap.add_argument("--langue-cible", default="en")
    ap.add_argument("--glossaire")
    ap.add_argument("--sortie", default="traduction.md")
    ap.add_argument("--qa")
    a = ap.parse_args()
    if a.qa:
        sys.exit(1 if qa(a.qa) else 0)
    gl = load_glossary(a.glossaire) if a.glossaire else []
    rows = ["| # | Source | Cible |", "|---|---|---|"]
    for n, seg in enumerate(segments(read_source(a.source)), 1):
        hints = "; ".join(f"{s} → {c}" for s, c in gl if s.lower() in seg.lower())
        rows.append(f"| {n} | {seg.replace('|', '/')} |  |" + (f" <!-- glossaire: {hints} -->" if hints else ""))
    Path(a.sortie).write_text("\n".join(rows) + "\n", encoding="utf-8")
    print(f"{len(rows) - 2} segments → {a.sortie}")


if __name__ == "__main__":
    main()
