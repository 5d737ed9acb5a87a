#!/usr/bin/env python3
"""Flag likely prompt-injection spans in files. Read-only."""
import re
import sys
import unicodedata

PATTERNS = [
    (r"(?i)ignore (all |any )?(previous|prior|above) (instructions|prompts)", "override phrase"),
    (r"(?i)\b(note|message|instructions?) (to|for) (the )?(ai|assistant|agent|llm|claude|copilot|cursor)", "addressed to AI"),
    (r"(?i)(do not|don't|never) (tell|mention|inform|show) (this |it )?(to )?the user", "secrecy request"),
    (r"(?i)(pre-?approved|no need to (ask|confirm)|without (asking|confirmation))", "claims pre-approval"),
    (r"(?i)\|\s*(sh|bash|zsh|iex|python3?)\b", "pipe to interpreter"),
    (r"(?i)~/\.(ssh|aws|npmrc|config/gh|kube)|\.env\b|authorized_keys", "sensitive path"),
    (r"(?i)<!--.*?(assistant|ai|agent|run|execute).*?-->", "instruction in HTML comment"),
    (r"(?i)font-size:\s*0|opacity:\s*0|display:\s*none", "hidden styling"),
    (r"\[\[?\s*SYSTEM", "spoofed system marker"),
]


def invisible(line):
    bad = [c for c in line if unicodedata.category(c) == "Cf" or 0xE0000 <= ord(c) <= 0xE007F]
    return len(bad)


def main(paths):
    hits = 0
    for p in paths:
        with open(p, encoding="utf-8", errors="replace") as fh:
            for n, line in enumerate(fh, 1):
                reasons = [r for rx, r in PATTERNS if re.search(rx, line)]
                k = invisible(line)
                if k:
                    reasons.append(f"{k} invisible/format char(s)")
                if reasons:
                    hits += 1
                    print(f"{p}:{n}: {', '.join(reasons)}\n    {line.strip()[:160]}")
    print(f"\n{hits} suspicious line(s)")


if __name__ == "__main__":
    main(sys.argv[1:])
