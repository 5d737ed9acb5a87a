#!/usr/bin/env python3
"""Build a self-contained HTML quiz from ???question blocks in module Markdown files."""
import argparse
import html
import re
from pathlib import Path

BLOCK = re.compile(r"\?\?\?question\n(.*?)\n\?\?\?", re.S)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("modules")
    ap.add_argument("--out", default="quiz.html")
    a = ap.parse_args()
    qs = []
    for f in sorted(Path(a.modules).glob("*.md")):
        for b in BLOCK.findall(f.read_text(encoding="utf-8")):
            lines = b.strip().splitlines()
            opts = [(l[6:], l[3] == "x") for l in lines[1:] if l.startswith("- [")]
            qs.append((lines[0], opts))
    parts = ["<!doctype html><meta charset=utf-8><title>Security awareness quiz</title>",
             "<style>body{font-family:sans-serif;max-width:42em;margin:2em auto}fieldset{margin:1em 0}</style><form id=q>"]
    for i, (q, opts) in enumerate(qs):
        parts.append(f"<fieldset><legend>{html.escape(q)}</legend>")
        for j, (t, ok) in enumerate(opts):
            parts.append(f"<label><input type=radio name=q{i} value={int(ok)}> {html.escape(t)}</label><br>")
        parts.append("</fieldset>")
    parts.append("<button type=button onclick=\"let s=0;document.querySelectorAll('input:checked').forEach(e=>s+=+e.value);"
                 f"alert('Score: '+s+'/{len(qs)}')\">Check</button></form>")
    Path(a.out).write_text("\n".join(parts), encoding="utf-8")
    print(f"{len(qs)} questions -> {a.out}")


if __name__ == "__main__":
    main()
