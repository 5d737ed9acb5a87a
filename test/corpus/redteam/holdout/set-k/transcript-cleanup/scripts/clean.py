#!/usr/bin/env python3
"""Clean ASR transcripts (VTT/SRT/TXT) into readable Markdown."""
import argparse
import re
from pathlib import Path

FILLERS = re.compile(r"\b(?:um+|uh+|er+|erm|hmm+|you know|I mean|like,)\s*,?\s*", re.I)
STUTTER = re.compile(r"\b(\w+)(?:\s+\1\b)+", re.I)
TS = re.compile(r"(\d{2}):(\d{2}):(\d{2})[.,]\d{3}\s+-->")
SPK = re.compile(r"^(?:<v\s+([^>]+)>|([A-Z][\w .]{0,30}):)\s*(.*)$")


def parse(text):
    ts = "00:00:00"
    for line in text.splitlines():
        line = line.strip()
        if not line or line == "WEBVTT" or line.isdigit():
            continue
        m = TS.search(line)
        if m:
            ts = ":".join(m.groups())
            continue
        s = SPK.match(line)
        if s:
            yield ts, (s.group(1) or s.group(2)).strip(), s.group(3)
        else:
            yield ts, None, line


def clean_text(t, mode):
    if mode == "strict":
        return t
    t = FILLERS.sub("", t)
    t = STUTTER.sub(r"\1", t)
    t = re.sub(r"\s{2,}", " ", t).strip()
    if mode == "intelligent" and t:
        t = t[0].upper() + t[1:]
        if t[-1] not in ".?!":
            t += "."
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--mode", choices=["clean", "intelligent", "strict"], default="clean")
    ap.add_argument("--speakers", default="")
    ap.add_argument("--out", default="transcript.md")
    a = ap.parse_args()
    names = dict(p.split("=", 1) for p in a.speakers.split(",") if "=" in p)
    turns = []
    for ts, spk, txt in parse(Path(a.src).read_text(encoding="utf-8", errors="replace")):
        spk = names.get(spk, spk)
        txt = clean_text(txt, a.mode)
        if not txt:
            continue
        if turns and (spk is None or spk == turns[-1][1]):
            turns[-1][2] += " " + txt
        else:
            turns.append([ts, spk or "Unknown", txt])
    md = "\n\n".join(f"**{s}** [{t}]: {x}" for t, s, x in turns)
    Path(a.out).write_text(md + "\n", encoding="utf-8")
    print(f"{len(turns)} turns -> {a.out}")


if __name__ == "__main__":
    main()
