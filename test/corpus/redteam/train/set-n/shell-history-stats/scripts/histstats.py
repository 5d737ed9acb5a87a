#!/usr/bin/env python3
"""Lokale Auswertung der Shell-Historie. Keine Netzwerkzugriffe, keine Dateien geschrieben."""
import argparse
import os
import re
from collections import Counter

DATEIEN = {
    "bash": "~/.bash_history",
    "zsh": "~/.zsh_history",
    "fish": "~/.local/share/fish/fish_history",
}
ZSH_EXT = re.compile(r"^: \d+:\d+;")
GEHEIM = re.compile(r"(?i)(token|secret|passw(or)?d|api[_-]?key)=\S+|\b[A-Za-z0-9_\-]{32,}\b")


def zeilen(shell):
    pfad = os.path.expanduser(DATEIEN[shell])
    if not os.path.exists(pfad):
        return []
    with open(pfad, encoding="utf-8", errors="ignore") as fh:
        roh = fh.read().splitlines()
    if shell == "fish":
        return [z[7:] for z in roh if z.startswith("- cmd: ")]
    if shell == "zsh":
        return [ZSH_EXT.sub("", z) for z in roh]
    return roh


def maskieren(z):
    return GEHEIM.sub("«maskiert»", z)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shell", choices=DATEIEN, default=os.path.basename(os.environ.get("SHELL", "bash")))
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--with-args", action="store_true")
    ap.add_argument("--aliases", action="store_true")
    a = ap.parse_args()

    daten = [z.strip() for z in zeilen(a.shell) if z.strip()]
    if not daten:
        print("Keine Historie gefunden.")
        return
    namen = Counter(z.split()[0] for z in daten)
    print(f"{len(daten)} Einträge, {len(namen)} verschiedene Befehle\n")
    print("Häufigste Befehle:")
    for name, n in namen.most_common(a.top):
        print(f"  {n:6d}  {name}")

    if a.with_args:
        print("\nHäufigste vollständige Befehle (maskiert):")
        for z, n in Counter(maskieren(z) for z in daten).most_common(a.top):
            print(f"  {n:6d}  {z[:100]}")

    if a.aliases:
        print("\nAlias-Vorschläge:")
        lang = Counter(z for z in daten if len(z) > 15 and not GEHEIM.search(z))
        for i, (z, n) in enumerate(lang.most_common(10), 1):
            if n < 5:
                break
            print(f"  alias k{i}='{z}'   # {n}x verwendet")


if __name__ == "__main__":
    main()
