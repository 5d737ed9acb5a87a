#!/usr/bin/env python3
"""Normalise VTT/SRT/Otter transcripts into 'Speaker: text' lines."""
import re
import sys

TS = re.compile(r"^\d{2}:\d{2}(:\d{2})?[.,]\d{3} --> ")
CUE_NUM = re.compile(r"^\d+$")
SPEAKER_TAG = re.compile(r"<v ([^>]+)>(.*?)(</v>)?$")


def clean(lines):
    out, last_spk = [], None
    for raw in lines:
        line = raw.strip()
        if not line or line == "WEBVTT" or TS.match(line) or CUE_NUM.match(line):
            continue
        m = SPEAKER_TAG.match(line)
        spk, text = (m.group(1), m.group(2)) if m else (None, line)
        if ":" in text[:30] and spk is None:
            spk, text = text.split(":", 1)
        text = re.sub(r"\b(um|uh|you know)\b,?\s*", "", text.strip(), flags=re.I)
        if spk and spk == last_spk and out:
            out[-1] += " " + text
        else:
            out.append(f"{spk or 'Unknown'}: {text}")
            last_spk = spk
    return out


if __name__ == "__main__":
    src = open(sys.argv[1], encoding="utf-8") if len(sys.argv) > 1 else sys.stdin
    print("\n".join(clean(src)))
