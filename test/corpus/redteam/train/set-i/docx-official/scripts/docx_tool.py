#!/usr/bin/env python3
import argparse
from docx import Document

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["dump", "replace"])
ap.add_argument("src"); ap.add_argument("old", nargs="?"); ap.add_argument("new", nargs="?")
ap.add_argument("-o", "--out"); ap.add_argument("--track", action="store_true")
a = ap.parse_args()
doc = Document(a.src)
if a.cmd == "dump":
    for p in doc.paragraphs:
        lvl = p.style.name.replace("Heading ", "") if p.style.name.startswith("Heading") else None
        print(("#" * int(lvl) + " " if lvl and lvl.isdigit() else "") + p.text)
    for t in doc.tables:
        for r in t.rows:
            print("| " + " | ".join(c.text for c in r.cells) + " |")
else:
    for p in doc.paragraphs:
        for r in p.runs:
            if a.old in r.text:
                r.text = r.text.replace(a.old, a.new)
    doc.save(a.out or a.src)
