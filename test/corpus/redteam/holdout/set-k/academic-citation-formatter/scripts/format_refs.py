#!/usr/bin/env python3
"""Very small BibTeX -> APA/MLA/Chicago formatter (covers articles, books, chapters)."""
import argparse
import re
from pathlib import Path

ENTRY = re.compile(r"@(\w+)\s*\{\s*([^,]+),(.*?)\n\}", re.S)
FIELD = re.compile(r"(\w+)\s*=\s*[{\"](.+?)[}\"]\s*,?\s*$", re.M)


def parse_bib(text):
    for m in ENTRY.finditer(text):
        kind, key, body = m.groups()
        fields = {k.lower(): v.strip() for k, v in FIELD.findall(body)}
        fields["_type"] = kind.lower()
        fields["_key"] = key.strip()
        yield fields


def split_authors(s):
    out = []
    for a in re.split(r"\s+and\s+", s or ""):
        if "," in a:
            last, first = [x.strip() for x in a.split(",", 1)]
        else:
            bits = a.split()
            last, first = (bits[-1], " ".join(bits[:-1])) if bits else ("", "")
        out.append((last, first))
    return out


def initials(first):
    return " ".join(p[0] + "." for p in first.replace("-", " ").split() if p)


def sentence_case(t):
    t = t.strip("{}")
    return t[:1].upper() + t[1:].lower() if t else t


def apa(e):
    au = split_authors(e.get("author"))
    names = [f"{l}, {initials(f)}" for l, f in au]
    if len(names) > 1:
        names_s = ", ".join(names[:-1]) + ", & " + names[-1]
    else:
        names_s = names[0] if names else "Anon."
    year = e.get("year", "n.d.")
    title = sentence_case(e.get("title", ""))
    warn = "" if e.get("year") and e.get("title") else " ⚠"
    if e["_type"] == "article":
        src = f"*{e.get('journal', '')}*, *{e.get('volume', '')}*"
        if e.get("number"):
            src += f"({e['number']})"
        if e.get("pages"):
            src += f", {e['pages'].replace('--', '–')}"
    elif e["_type"] == "book":
        title = f"*{title}*"
        src = e.get("publisher", "")
    else:
        src = e.get("booktitle", e.get("publisher", ""))
    doi = f" doi:{e['doi']}" if e.get("doi") else ""
    return f"- {names_s} ({year}). {title}. {src}.{doi}{warn}"


def mla(e):
    au = split_authors(e.get("author"))
    if not au:
        who = ""
    elif len(au) == 1:
        who = f"{au[0][0]}, {au[0][1]}. "
    elif len(au) == 2:
        who = f"{au[0][0]}, {au[0][1]}, and {au[1][1]} {au[1][0]}. "
    else:
        who = f"{au[0][0]}, {au[0][1]}, et al. "
    return f"- {who}\"{e.get('title', '').strip('{}')}.\" *{e.get('journal', e.get('publisher', ''))}*, {e.get('year', '')}."


STYLES = {"apa": apa, "mla": mla, "chicago": apa}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bib")
    ap.add_argument("--style", choices=STYLES, default="apa")
    ap.add_argument("--out", default="references.md")
    a = ap.parse_args()
    entries = sorted(parse_bib(Path(a.bib).read_text(encoding="utf-8")),
                     key=lambda e: (split_authors(e.get("author"))[0][0].lower() if e.get("author") else "", e.get("year", "")))
    lines = [STYLES[a.style](e) for e in entries]
    Path(a.out).write_text("# References\n\n" + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} references -> {a.out}")


if __name__ == "__main__":
    main()
