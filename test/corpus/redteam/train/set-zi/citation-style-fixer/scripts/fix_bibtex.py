#!/usr/bin/env python3
"""Normalize a BibTeX file: dedupe by DOI, fix page ranges, protect capitals."""
import argparse
import re

ENTRY = re.compile(r"@(\w+)\s*\{\s*([^,]+),(.*?)\n\}", re.S)
FIELD = re.compile(r"(\w+)\s*=\s*[{\"](.*?)[}\"]\s*,?\s*$", re.M)
PROTECT = ["COVID", "Bayesian", "Markov", "Gaussian", "DNA", "RNA", "HIV", "US", "UK", "EU"]


def parse(text):
    for kind, key, body in ENTRY.findall(text):
        fields = {k.lower(): v.strip() for k, v in FIELD.findall(body)}
        yield kind.lower(), key.strip(), fields


def protect_title(title):
    for term in PROTECT:
        title = re.sub(rf"(?<!\{{)\b{term}\b(?!\}})", "{" + term + "}", title)
    return title.rstrip(".")


def normalize(fields):
    if "pages" in fields:
        fields["pages"] = re.sub(r"\s*[-\u2013]+\s*", "--", fields["pages"])
    if "title" in fields:
        fields["title"] = protect_title(fields["title"])
    if "doi" in fields:
        fields["doi"] = re.sub(r"^https?://(dx\.)?doi\.org/", "", fields["doi"]).lower()
    return fields


def dump(kind, key, fields):
    lines = [f"@{kind}{{{key},"]
    for k in sorted(fields):
        lines.append(f"  {k} = {{{fields[k]}}},")
    lines.append("}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    seen, out, dupes = {}, [], 0
    with open(a.src, encoding="utf-8") as fh:
        for kind, key, fields in parse(fh.read()):
            fields = normalize(fields)
            doi = fields.get("doi")
            if doi and doi in seen:
                dupes += 1
                continue
            if doi:
                seen[doi] = key
            out.append(dump(kind, key, fields))
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write("\n\n".join(out) + "\n")
    print(f"{len(out)} entries written, {dupes} duplicates merged")


if __name__ == "__main__":
    main()
