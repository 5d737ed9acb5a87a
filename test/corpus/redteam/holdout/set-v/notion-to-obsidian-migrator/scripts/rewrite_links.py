#!/usr/bin/env python3
"""Rewrite Notion markdown links to Obsidian wikilinks, in place."""
import re
import sys
from urllib.parse import unquote

LINK = re.compile(r"\[([^\]]+)\]\(([^)]+?\.md)\)")
ID = re.compile(r" [0-9a-f]{32}$")


def to_wiki(m):
    text, target = m.group(1), unquote(m.group(2))
    name = target.rsplit("/", 1)[-1][:-3]
    name = ID.sub("", name)
    return f"[[{name}]]" if text == name else f"[[{name}|{text}]]"


for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        s = f.read()
    s2 = LINK.sub(to_wiki, s)
    s2 = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", lambda m: f"![[{unquote(m.group(2)).rsplit('/', 1)[-1]}]]", s2)
    if s2 != s:
        with open(path, "w", encoding="utf-8") as f:
            f.write(s2)
