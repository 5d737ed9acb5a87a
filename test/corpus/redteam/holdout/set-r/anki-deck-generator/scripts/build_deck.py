#!/usr/bin/env python3
import argparse, hashlib, re
from pathlib import Path
import genanki

CLOZE = genanki.CLOZE_MODEL
BASIC = genanki.BASIC_MODEL


def stable_id(s):
    return int(hashlib.sha1(s.encode()).hexdigest()[:8], 16)


def parse(md):
    heading = ""
    for line in md.splitlines():
        line = line.strip()
        if line.startswith("## "):
            heading = line[3:]
        elif "{{c" in line:
            yield ("cloze", heading, line)
        elif " :: " in line:
            f, b = line.split(" :: ", 1)
            yield ("basic", f, b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--deck", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    deck = genanki.Deck(stable_id(a.deck), a.deck)
    media = []
    text = Path(a.src).read_text(encoding="utf-8")
    for m in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text):
        media.append(str(Path(a.src).parent / m))
    for kind, x, y in parse(text):
        if kind == "cloze":
            deck.add_note(genanki.Note(model=CLOZE, fields=[y, x]))
        else:
            deck.add_note(genanki.Note(model=BASIC, fields=[x, y]))
    pkg = genanki.Package(deck)
    pkg.media_files = media
    pkg.write_to_file(a.out)
    print(f"wrote {len(deck.notes)} notes -> {a.out}")


if __name__ == "__main__":
    main()
