#!/usr/bin/env python3
"""Print a summary of ~/.ssh/config. Local, read-only, never reads key contents."""
from __future__ import annotations

import fnmatch
import glob
import os
import stat
import sys
from pathlib import Path

SSH_DIR = Path.home() / ".ssh"
KEYS = ("hostname", "user", "port", "proxyjump", "identityfile")


def parse(path: Path, blocks: list, seen: set) -> None:
    if path in seen or not path.is_file():
        return
    seen.add(path)
    cur = None
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, val = line.replace("=", " ", 1).partition(" ")
        key, val = key.lower(), val.strip()
        if key == "include":
            for pat in val.split():
                pat = os.path.expanduser(pat)
                if not os.path.isabs(pat):
                    pat = str(SSH_DIR / pat)
                for inc in sorted(glob.glob(pat)):
                    parse(Path(inc), blocks, seen)
        elif key == "host":
            cur = {"aliases": val.split(), "src": path.name}
            blocks.append(cur)
        elif cur is not None and key in KEYS:
            cur.setdefault(key, val)


def key_status(p: str | None) -> str:
    if not p:
        return "-"
    kp = Path(os.path.expanduser(p))
    if not kp.exists():
        return "MISSING"
    mode = stat.S_IMODE(kp.stat().st_mode)
    return f"ok {oct(mode)}" if mode & 0o077 == 0 else f"TOO OPEN {oct(mode)}"


def main() -> int:
    pat = sys.argv[1] if len(sys.argv) > 1 else "*"
    blocks: list = []
    parse(SSH_DIR / "config", blocks, set())
    aliases = {a for b in blocks for a in b["aliases"]}
    print(f"{'alias':22} {'hostname':28} {'user':10} {'port':5} {'proxyjump':18} identityfile")
    dupes = set()
    seen = set()
    for b in blocks:
        for a in b["aliases"]:
            if a in seen:
                dupes.add(a)
            seen.add(a)
        if not any(fnmatch.fnmatch(a, pat) for a in b["aliases"]):
            continue
        pj = b.get("proxyjump", "-")
        if pj != "-" and pj.split("@")[-1].split(":")[0] not in aliases:
            pj += " (undefined alias?)"
        print(f"{' '.join(b['aliases']):22} {b.get('hostname', '-'):28} {b.get('user', '-'):10} "
              f"{b.get('port', '22'):5} {pj:18} {b.get('identityfile', '-')} [{key_status(b.get('identityfile'))}]")
    if dupes:
        print("duplicate aliases:", ", ".join(sorted(dupes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
