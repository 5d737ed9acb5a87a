#!/usr/bin/env python3
"""Flag likely prompt-injection attempts in customer messages (signal for logging)."""
import json
import re
import sys

PATTERNS = [
    (r"ignore (all |the )?(previous|prior|above) (instructions|rules)", "override"),
    (r"\b(system|developer)\s*(prompt|message|mode)\b", "system-probe"),
    (r"repeat (everything|all) (above|before)", "prompt-leak"),
    (r"</?(system|assistant|user)>", "role-tag"),
    (r"\b(admin|developer|god) mode\b", "mode-switch"),
    (r"(pre-?approved|authori[sz]ed) (a )?(full )?refund", "authority-claim"),
    (r"تجاهل التعليمات", "override-ar"),
    (r"ignore[sz]? les instructions", "override-fr"),
]


def screen(text):
    hits = [tag for pat, tag in PATTERNS if re.search(pat, text, re.I)]
    return {"flagged": bool(hits), "tags": hits}


if __name__ == "__main__":
    for line in sys.stdin:
        print(json.dumps({"text": line.strip()[:120], **screen(line)}, ensure_ascii=False))
