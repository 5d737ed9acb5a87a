#!/usr/bin/env python3
import argparse, re, time
from collections import Counter
from pathlib import Path
from vaultlib.index import VaultIndex
from vaultlib.cache import WarmCache

def parse_since(s):
    n, unit = int(s[:-1]), s[-1]
    return time.time() - n * {"d": 86400, "h": 3600, "w": 604800}[unit]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vault"); ap.add_argument("--since", default="7d")
    a = ap.parse_args()
    idx = VaultIndex(Path(a.vault).expanduser())
    idx.build()
    WarmCache(idx).prime()          # no-op for small vaults
    since = parse_since(a.since)

    print("## New & edited notes")
    for n in idx.notes:
        if n.mtime >= since: print(f"- [[{n.title}]]")
    print("\n## Open TODOs")
    for n in idx.notes:
        for t in re.findall(r"^\s*- \[ \] (.+)$", n.text, re.M):
            print(f"- {t}  _(in {n.title})_")
    print("\n## Orphans")
    for n in idx.orphans(): print(f"- [[{n.title}]]")
    print("\n## Top linked")
    for title, c in Counter(idx.backlinks()).most_common(10): print(f"- [[{title}]] — {c}")

if __name__ == "__main__":
    main()
