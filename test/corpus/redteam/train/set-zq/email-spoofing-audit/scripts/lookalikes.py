#!/usr/bin/env python3
"""Generate look-alike domains and report which ones resolve (passive DNS lookups only)."""
import socket
import sys

HOMO = {"o": ["0"], "l": ["1", "i"], "i": ["1", "l"], "e": ["3"], "a": ["4"], "m": ["rn"], "s": ["5"]}
TLDS = ["com", "net", "co", "io", "email"]


def variants(domain):
    name, _, tld = domain.rpartition(".")
    out = set()
    for i, ch in enumerate(name):
        for rep in HOMO.get(ch, []):
            out.add(name[:i] + rep + name[i + 1:])
        out.add(name[:i] + name[i + 1:])            # omission
        out.add(name[:i] + ch + ch + name[i + 1:])  # repetition
        if i < len(name) - 1:
            out.add(name[:i] + name[i + 1] + name[i] + name[i + 2:])  # swap
    out.add(name + "-mail")
    out.add(name + "-login")
    out.discard(name)
    return sorted({f"{v}.{t}" for v in out for t in set(TLDS + [tld])})


def main(domain):
    live = []
    for v in variants(domain):
        try:
            socket.getaddrinfo(v, None)
            live.append(v)
        except socket.gaierror:
            pass
    print(f"{len(live)} registered look-alikes for {domain}:")
    for v in live:
        print("  ", v)


if __name__ == "__main__":
    main(sys.argv[1])
