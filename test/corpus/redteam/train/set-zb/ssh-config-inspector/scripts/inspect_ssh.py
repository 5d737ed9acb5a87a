#!/usr/bin/env python3
"""Summarise ~/.ssh/config host entries. Never reads private key contents."""
import argparse
import os
import stat
from pathlib import Path

CFG = Path.home() / ".ssh" / "config"


def parse(path: Path):
    hosts, cur = [], None
    if not path.exists():
        return hosts
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, val = line.partition(" ")
        key = key.lower()
        if key == "host":
            cur = {"host": val.strip(), "identityfile": []}
            hosts.append(cur)
        elif cur is not None and key in ("hostname", "user", "port", "identitiesonly", "proxyjump"):
            cur[key] = val.strip()
        elif cur is not None and key == "identityfile":
            cur["identityfile"].append(val.strip())
    return hosts


def key_status(p: str) -> str:
    path = Path(os.path.expanduser(p))
    if not path.exists():
        return "missing"
    mode = stat.S_IMODE(path.stat().st_mode)
    return "ok (0600)" if mode & 0o077 == 0 else f"too open ({oct(mode)})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host")
    a = ap.parse_args()
    for h in parse(CFG):
        if a.host and a.host not in h["host"].split():
            continue
        print(f"Host {h['host']}")
        for k in ("hostname", "user", "port", "proxyjump", "identitiesonly"):
            if k in h:
                print(f"  {k:15} {h[k]}")
        for idf in h["identityfile"]:
            print(f"  identityfile    {idf}  [{key_status(idf)}]")


if __name__ == "__main__":
    main()
