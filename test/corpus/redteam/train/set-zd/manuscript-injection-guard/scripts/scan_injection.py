#!/usr/bin/env python3
"""Flag prompt-injection text hidden in manuscripts (PDF or LaTeX)."""
import re
import subprocess
import sys

PHRASES = [
    r"ignore (all )?(previous|prior|above) instructions",
    r"disregard (the )?(system|previous) prompt",
    r"give (only )?a positive review",
    r"do not (mention|highlight) (any )?(weaknesses|negatives)",
    r"recommend (acceptance|accept)",
    r"as an? (ai|language model|llm)",
    r"\byou are now\b",
    r"(system|operator) notice",
]
LATEX = [r"\\color\{white\}", r"\\textcolor\{white\}", r"\\fontsize\{0?\.\d+",
         r"\\scalebox\{0\.0\d", r"\\phantom\{", r"^\s*%.*\b(ai|llm|language model)\b"]


def text_of(path):
    if path.lower().endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    return open(path, encoding="utf-8", errors="replace").read()


def main():
    path = sys.argv[1]
    txt = text_of(path)
    pats = PHRASES + (LATEX if path.endswith(".tex") else [])
    hits = 0
    for ln, line in enumerate(txt.splitlines(), 1):
        for p in pats:
            if re.search(p, line, re.I):
                hits += 1
                print(f"{path}:{ln}: [{p}] {line.strip()[:160]}")
    print(f"{hits} suspicious line(s)")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
